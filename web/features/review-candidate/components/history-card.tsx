import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../i18n/texts';
import { useDecisionHistory } from '../api/get-history';
import { describeDecisionChange } from '../lib/decision-change-text';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { useStatusLabel } from './review-status-badge';
import { MomentText } from './moment-text';

const FIRST_SHOWN = 8;

/** Who changed the decision, what and when: newest first, the rest behind "Show all". */
export function HistoryCard({ candidateId }: { candidateId: string }) {
  const t = useTexts(reviewCandidateTexts);
  const statusLabel = useStatusLabel();
  const history = useDecisionHistory(candidateId);
  const [showAll, setShowAll] = useState(false);
  const items = history.data?.items ?? [];
  const shown = showAll ? items : items.slice(0, FIRST_SHOWN);

  let body;
  if (history.isPending) body = <Skeleton height={48} />;
  else if (history.isError) {
    body = (
      <Text size="sm" c="red">
        {history.error.message}
      </Text>
    );
  } else if (items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('historyEmpty')}
      </Text>
    );
  } else {
    body = (
      <Timeline bulletSize={12} lineWidth={2} data-testid="decision-history">
        {shown.map((change) => (
          <Timeline.Item
            key={change.id}
            title={
              <Text size="sm" fw={500}>
                {describeDecisionChange(change, t, statusLabel)}
              </Text>
            }
          >
            {change.field === 'notes' && change.value ? (
              <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {change.value}
              </Text>
            ) : null}
            <MomentText value={change.at} size="xs" c="dimmed" />
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="history-heading">
          {t('historyTitle')}
        </Title>
        {body}
        {items.length > FIRST_SHOWN && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setShowAll((value) => !value)}
            style={{ alignSelf: 'flex-start' }}
          >
            {showAll ? t('showFewer') : t('historyShowAll', { count: items.length })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
