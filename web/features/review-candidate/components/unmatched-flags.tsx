import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Box, Group, Stack } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/**
 * "Did not match: <question>" for each choice answered outside the team's preferred options, each
 * a link to its question. A flag for a person to weigh, never a rejection by itself. The question
 * wraps as long as it is (a badge would cut it off on a phone).
 */
export function UnmatchedFlags({ answers }: { answers: CandidateDetail['answers'] }) {
  const t = useTexts(reviewCandidateTexts);
  const flagged = answers.filter((answer) => answer.unmatched);
  if (flagged.length === 0) return null;
  return (
    <Stack
      gap={4}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      data-testid="unmatched-flags"
      aria-label={t('didNotMatchNote')}
    >
      {flagged.map((answer) => (
        <Group key={answer.questionIndex} component="li" gap={6} wrap="nowrap" align="flex-start">
          <Box c="orange" mt={3} style={{ flex: 'none', lineHeight: 0 }}>
            <IconFlag size={16} aria-hidden />
          </Box>
          <Anchor
            href={`#question-${answer.questionIndex}`}
            size="sm"
            c="orange.8"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('didNotMatchQuestion', { question: answer.question })}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
