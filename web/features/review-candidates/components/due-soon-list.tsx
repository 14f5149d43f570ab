import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DueCandidate } from '../../../../shared/privacy.schema';
import { confirmCandidateDeletion } from '../../../components/confirm-candidate-deletion';
import { HoldDialog } from '../../../components/privacy/hold-dialog';
import {
  DELETE_REASON_TEXTS,
  RETENTION_STATUS_LABELS,
} from '../../../components/privacy/retention-words';
import { useMayAccess } from '../../../lib/current-member';
import { formatDate } from '../../../lib/format-moment';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useDeleteDueCandidate } from '../api/delete-due-candidate';
import { DUE_WITHIN_DAYS, useDueCandidates } from '../api/list-due';

/** Rows shown before "Show all". */
const FIRST_ROWS = 5;

interface DueSoonListProps {
  /** Filters the list below to them (`deletion=due`). */
  onShowInList: () => void;
}

/**
 * "To be deleted in the next 7 days" (docs/privacy.md): who the retention job or an erasure
 * request deletes soon, with Hold and Delete now; nothing at all while nobody is due. Loaded apart
 * from the page (lazily), so the list's first files stay within the budget
 * (e2e/size-budget.spec.ts).
 */
export function DueSoonList({ onShowInList }: DueSoonListProps) {
  const due = useDueCandidates();
  const mayManage = useMayAccess('manage');
  const [all, setAll] = useState(false);
  const [holding, setHolding] = useState<DueCandidate | null>(null);
  const deletion = useDeleteDueCandidate();
  const candidates = due.data ?? [];
  if (candidates.length === 0) return null;
  const shown = all ? candidates : candidates.slice(0, FIRST_ROWS);

  const deleteNow = (candidate: DueCandidate) =>
    confirmCandidateDeletion(candidate.name, () =>
      deletion.mutate(candidate.id, {
        onSuccess: () => showSuccess(`${candidate.name} is deleted.`),
        onError: (error) => showError(error.message),
      }),
    );

  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby="due-soon-title"
      style={{ borderColor: 'var(--mantine-color-orange-8)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id="due-soon-title">
              To be deleted in the next {DUE_WITHIN_DAYS} days ({candidates.length})
            </Title>
            <Text size="sm" c="dimmed">
              By the retention policy or their own erasure request. Hold keeps a candidate.
            </Text>
          </Stack>
          <Button variant="subtle" size="compact-sm" onClick={onShowInList}>
            Show them in the list
          </Button>
        </Group>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((candidate) => (
            <Group
              component="li"
              key={candidate.id}
              justify="space-between"
              gap="xs"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}
            >
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 260px' }}>
                <Anchor
                  component={Link}
                  to={paths.adminCandidate(candidate.id)}
                  fw={500}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {candidate.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {candidate.roleTitle} · {RETENTION_STATUS_LABELS[candidate.status]} · to be
                  deleted on {formatDate(new Date(candidate.deleteOn))} (
                  {DELETE_REASON_TEXTS[candidate.reason]})
                </Text>
              </Stack>
              {mayManage && (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconLock size={14} />}
                    onClick={() => setHolding(candidate)}
                    aria-label={`Hold: ${candidate.name}`}
                  >
                    Hold
                  </Button>
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={14} />}
                    loading={deletion.isPending && deletion.variables === candidate.id}
                    onClick={() => deleteNow(candidate)}
                    aria-label={`Delete now: ${candidate.name}`}
                  >
                    Delete now
                  </Button>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
        {candidates.length > FIRST_ROWS && (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => setAll(!all)}>
              {all ? 'Show fewer' : `Show all ${candidates.length}`}
            </Button>
          </Group>
        )}
      </Stack>
      <HoldDialog candidate={holding} onClose={() => setHolding(null)} />
    </Paper>
  );
}
