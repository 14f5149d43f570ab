import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import { ActionIcon, Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  AnnotationMode,
  getDocument,
  GlobalWorkerOptions,
  VerbosityLevel,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { ANSWER_FILE_TEXTS } from '../../../shared/answer-file-texts';

GlobalWorkerOptions.workerSrc = workerUrl;

const texts = ANSWER_FILE_TEXTS.review;

/**
 * The pages of a candidate's PDF drawn as pictures, one at a time, by pdf.js, which comes with
 * this file only (lazily, never on a candidate's page). Nothing in the PDF can run: pdf.js runs a
 * document's scripts only through its viewer's scripting sandbox, which is not loaded; pdf.js 6
 * compiles nothing (no `eval`, no `new Function`: its `isEvalSupported` option is gone, and a
 * test checks the build), and the page's policy forbids both anyway; forms and links are drawn as
 * pixels, with no annotation layer over the page (docs/product.md#answer-types).
 */
export default function PdfPreview({ data, name }: { data: ArrayBuffer; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const task = getDocument({
      // A copy: pdf.js hands its buffer to the worker, which would leave the caller's empty.
      data: data.slice(0),
      enableXfa: false,
      verbosity: VerbosityLevel.ERRORS,
    });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [data]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let cancelled = false;
    let render: { cancel(): void } | null = null;
    void pdf
      .getPage(page)
      .then(async (pdfPage) => {
        if (cancelled) return;
        const width = target.parentElement?.clientWidth ?? 600;
        const base = pdfPage.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: (width / base.width) * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = '100%';
        const task = pdfPage.render({
          canvas: target,
          viewport,
          annotationMode: AnnotationMode.ENABLE,
        });
        render = task;
        await task.promise;
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'RenderingCancelledException') setFailed(true);
      });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page]);

  if (failed) {
    return (
      <Alert color="gray" variant="light">
        {texts.previewFailed}
      </Alert>
    );
  }
  const pages = pdf?.numPages ?? 0;
  return (
    <Stack gap="xs">
      {!pdf && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {texts.previewLoading}
          </Text>
        </Group>
      )}
      <div
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
          display: pdf ? 'block' : 'none',
        }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${texts.previewOf(name)}, ${texts.page(page, pages)}`}
          style={{ display: 'block' }}
        />
      </div>
      {pages > 1 && (
        <Group gap="xs" justify="center">
          <ActionIcon
            variant="default"
            aria-label={texts.previousPage}
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {texts.page(page, pages)}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={texts.nextPage}
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
