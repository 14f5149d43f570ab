import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ANSWER_FILE_TEXTS, fileSizeText, fileTypeText } from '../../../shared/answer-file-texts';

/** pdf.js and the preview come only with a PDF to show: their own file, never a candidate's. */
const PdfPreview = lazy(() => import('./pdf-preview'));

const texts = ANSWER_FILE_TEXTS.review;

export interface ViewedAnswerFile {
  name: string;
  sizeBytes: number;
  mimeType: string;
  /** The download (an attachment), for the signed-in reviewer or the share's visitor. */
  url: string;
}

/**
 * The file, fetched once for its preview (the component is keyed by its address, so another file
 * starts afresh); null until it comes, 'failed' if it does not.
 */
function useFileBlob(url: string, wanted: boolean) {
  const [blob, setBlob] = useState<Blob | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setBlob(await response.blob());
      })
      .catch(() => {
        if (!controller.signal.aborted) setBlob('failed');
      });
    return () => controller.abort();
  }, [url, wanted]);
  return blob;
}

/** A PDF's bytes, for pdf.js. */
function useArrayBuffer(blob: Blob) {
  const [data, setData] = useState<ArrayBuffer | null>(null);
  useEffect(() => {
    let current = true;
    void blob.arrayBuffer().then((bytes) => {
      if (current) setData(bytes);
    });
    return () => {
      current = false;
    };
  }, [blob]);
  return data;
}

function PdfBlobPreview({ blob, name }: { blob: Blob; name: string }) {
  const data = useArrayBuffer(blob);
  if (!data) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <PdfPreview data={data} name={name} />
    </Suspense>
  );
}

/** A PNG or JPEG shown from its bytes (a blob address: nothing else is asked of the server). */
function ImagePreview({ blob, type, name }: { blob: Blob; type: string; name: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let address: string | null = null;
    // Made in a callback, and revoked when the image goes (React's rule: no state set in the body).
    void Promise.resolve().then(() => {
      address = URL.createObjectURL(new Blob([blob], { type }));
      setSrc(address);
    });
    return () => {
      if (address) URL.revokeObjectURL(address);
    };
  }, [blob, type]);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={texts.previewOf(name)}
      style={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: 480,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    />
  );
}

function Loading() {
  return (
    <Group gap="xs">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {texts.previewLoading}
      </Text>
    </Group>
  );
}

function Preview({ file }: { file: ViewedAnswerFile }) {
  const isPdf = file.mimeType === 'application/pdf';
  const isImage = file.mimeType === 'image/png' || file.mimeType === 'image/jpeg';
  const blob = useFileBlob(file.url, isPdf || isImage);
  if (!isPdf && !isImage) return null;
  if (blob === 'failed') {
    return (
      <Alert color="gray" variant="light">
        {texts.previewFailed}
      </Alert>
    );
  }
  if (blob === null) return <Loading />;
  if (isImage) return <ImagePreview blob={blob} type={file.mimeType} name={file.name} />;
  return <PdfBlobPreview blob={blob} name={file.name} />;
}

/**
 * A file a candidate gave as an answer: its name, type and size, a Download button (the server
 * sends it as an attachment that cannot run: docs/product.md#answer-types), and a preview of a
 * PDF (pictures of its pages, drawn by pdf.js with scripting off) or an image. A Word or
 * OpenDocument file is only downloaded.
 */
export function AnswerFileView({ file }: { file: ViewedAnswerFile }) {
  const Icon = file.mimeType.startsWith('image/') ? IconPhoto : IconFileText;
  return (
    <Stack gap="sm" data-file-answer={file.mimeType}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Icon size={28} stroke={1.5} aria-hidden style={{ flex: 'none' }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed">
              {texts.details(fileTypeText(file.mimeType), fileSizeText(file.sizeBytes))}
            </Text>
          </Stack>
        </Group>
        <Button
          component="a"
          href={file.url}
          download={file.name}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={texts.downloadLabel(file.name)}
        >
          {texts.download}
        </Button>
      </Group>
      <Preview key={file.url} file={file} />
    </Stack>
  );
}
