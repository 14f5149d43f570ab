import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import type { RetentionPolicy } from '../../../shared/privacy.schema';
import { retentionSentences } from './retention-words';

/** What a policy will do, a sentence per status, as the team will read it before saving. */
export function RetentionSummary({ policy }: { policy: RetentionPolicy | null }) {
  const sentences = retentionSentences(policy);
  if (sentences.length === 1) return <Text size="sm">{sentences[0]}</Text>;
  return (
    <List size="sm" spacing={4}>
      {sentences.map((sentence) => (
        <List.Item key={sentence}>{sentence}</List.Item>
      ))}
    </List>
  );
}
