import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { AnswerFile } from '../../../../shared/answer-files.schema';
import { ANSWER_FILE_TYPE_NAMES, fileTypeText } from '../../../../shared/answer-file-texts';
import {
  ANSWER_FILE_TYPES,
  fileLimitBytes,
  type FileForm,
} from '../../../../shared/question-forms.schema';
import { ApiError } from '../../../lib/api-client';
import { removeAnswerFile } from '../api/answer-calls';
import { uploadAnswerFile, type FileUpload } from '../api/answer-file-upload';
import { usePageLanguage, useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';
import { fileSizeWords, refusalText } from '../lib/assessment-words';

/** What the file picker offers: the types by their usual endings and by their MIME types. */
const ACCEPT = [
  ...Object.values(ANSWER_FILE_TYPES).flatMap((type) => type.extensions.map((end) => `.${end}`)),
  ...Object.keys(ANSWER_FILE_TYPES),
].join(',');
/** The types' short names (`PDF, DOCX, …`): the same in every language. */
const TYPE_NAMES = ANSWER_FILE_TYPE_NAMES.join(', ');

interface FileAnswerProps {
  token: string;
  questionId: number;
  form: FileForm;
  file: AnswerFile | null;
  describedBy: string;
  onFileChange: (file: AnswerFile | null) => void;
  onSessionInvalid: () => void;
  /** Whether a file is uploading: the questions step holds the candidate here until it is done. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A file answer (a CV, a work sample): picked, uploaded with its progress shown, then named with
 * its size, to Replace or Remove. The server checks the file's bytes; the size is checked here
 * first, so a file too large is never sent.
 */
export function FileAnswer({
  token,
  questionId,
  form,
  file,
  describedBy,
  onFileChange,
  onSessionInvalid,
  onBusyChange,
}: FileAnswerProps) {
  const t = useTexts(assessmentTexts);
  const language = usePageLanguage();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useRef<FileUpload | null>(null);
  /** The picker's input: emptied for each pick, so the same file may be picked again. */
  const resetPicker = useRef<() => void>(null);
  useEffect(() => () => upload.current?.abort(), []);
  const uploading = progress !== null;
  useEffect(() => {
    onBusyChange?.(uploading);
  }, [uploading, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  const fail = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (error instanceof ApiError && error.httpStatus === 401) return onSessionInvalid();
    setProblem(
      refusalText(t, language, error, {
        questionIndex: questionId,
        maxMegabytes: form.maxMegabytes,
      }),
    );
  };

  const send = (picked: File | null) => {
    resetPicker.current?.();
    if (!picked) return;
    setProblem(null);
    if (picked.size > fileLimitBytes(form)) {
      setProblem(t('fileTooLarge', { megabytes: form.maxMegabytes }));
      return;
    }
    setProgress(0);
    upload.current = uploadAnswerFile(token, questionId, picked, form.maxMegabytes, setProgress);
    upload.current.done
      .then((stored) => onFileChange(stored))
      .catch(fail)
      .finally(() => {
        upload.current = null;
        setProgress(null);
      });
  };

  const remove = async () => {
    setRemoving(true);
    setProblem(null);
    try {
      await removeAnswerFile(token, questionId);
      onFileChange(null);
    } catch (error) {
      fail(error);
    } finally {
      setRemoving(false);
    }
  };

  const picker = (label: string, variant: 'filled' | 'default') => (
    <FileButton
      onChange={send}
      resetRef={resetPicker}
      accept={ACCEPT}
      disabled={progress !== null || removing}
    >
      {(props) => (
        <Button
          {...props}
          variant={variant}
          leftSection={<IconFileUpload size={18} aria-hidden />}
          aria-describedby={`file-limits-${questionId} ${describedBy}`}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id={`file-limits-${questionId}`}>
        {t('fileLimits', { types: TYPE_NAMES, megabytes: form.maxMegabytes })}
      </Text>
      {file && progress === null && (
        <Paper withBorder p="sm" radius="md">
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <IconPaperclip size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="answer-file-name">
                {file.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('fileDetails', {
                  type: fileTypeText(file.mimeType),
                  size: fileSizeWords(t, language, file.sizeBytes),
                })}
              </Text>
            </div>
          </Group>
        </Paper>
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm" id={`file-progress-${questionId}`}>
            {t('uploading', { percent: Math.round(progress * 100) })}
          </Text>
          <Progress
            value={progress * 100}
            aria-labelledby={`file-progress-${questionId}`}
            animated
          />
        </Stack>
      )}
      {problem && (
        <Text size="sm" c="red.4" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="sm">
        {progress !== null ? (
          <Button variant="default" onClick={() => upload.current?.abort()}>
            {t('cancelUpload')}
          </Button>
        ) : file ? (
          <>
            {picker(t('replaceFile'), 'default')}
            <Button
              variant="default"
              color="red"
              loading={removing}
              disabled={progress !== null}
              onClick={() => void remove()}
            >
              {t('removeFile')}
            </Button>
          </>
        ) : (
          picker(t('chooseFile'), 'filled')
        )}
      </Group>
    </Stack>
  );
}
