import { Text } from '@mantine/core';
import { AnswerHtml } from './answer-html';

/** A written answer (rich text), or that none was given. */
export function WrittenAnswer({ html }: { html: string | null }) {
  if (!html) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        No answer
      </Text>
    );
  }
  return <AnswerHtml html={html} />;
}
