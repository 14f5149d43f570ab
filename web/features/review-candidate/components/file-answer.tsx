import { Text } from '@mantine/core';
import type { ReviewAnswerFile } from '../../../../shared/answer-files.schema';
import { AnswerFileView } from '../../../components/answer-file/answer-file-view';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/**
 * A file question's answer on the candidate page: the file (name, size, type, Download, a PDF or
 * image preview), or that none was uploaded. `file` is the detail's `files` entry for the question.
 */
export function FileAnswer({ file }: { file: ReviewAnswerFile | null | undefined }) {
  const t = useTexts(reviewCandidateTexts);
  if (!file) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('noFile')}
      </Text>
    );
  }
  return <AnswerFileView file={file} />;
}
