import { Text } from '@mantine/core';
import type { ReviewAnswerFile } from '../../../../shared/answer-files.schema';
import { ANSWER_FILE_TEXTS } from '../../../../shared/answer-file-texts';
import { AnswerFileView } from '../../../components/answer-file/answer-file-view';

/**
 * A file question's answer on the candidate page: the file (name, size, type, Download, a PDF or
 * image preview), or that none was uploaded. `file` is the detail's `files` entry for the question.
 */
export function FileAnswer({ file }: { file: ReviewAnswerFile | null | undefined }) {
  if (!file) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {ANSWER_FILE_TEXTS.review.noFile}
      </Text>
    );
  }
  return <AnswerFileView file={file} />;
}
