import { Text } from '@mantine/core';
import { AnswerHtml } from './answer-html';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** A written answer (rich text), or that none was given. */
export function WrittenAnswer({ html }: { html: string | null }) {
  const t = useTexts(reviewCandidateTexts);
  if (!html) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('noAnswer')}
      </Text>
    );
  }
  return <AnswerHtml html={html} />;
}
