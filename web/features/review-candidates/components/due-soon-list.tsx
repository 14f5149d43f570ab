import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DueCandidate } from '../../../../shared/privacy.schema';
import { confirmCandidateDeletion } from '../../../components/confirm-candidate-deletion';
import { HoldDialog } from '../../../components/privacy/hold-dialog';
import { useMayAccess } from '../../../lib/current-member';
import { useDeleteCandidate } from '../../../lib/delete-candidate';
import { formatDate } from '../../../lib/format-moment';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { DUE_WITHIN_DAYS, useDueCandidates } from '../api/list-due';
import { useTexts } from '../../../i18n/texts';
import { candidatesTexts } from '../candidates-texts';
import { STATUS_KEYS } from './candidate-badges';

/** Why a candidate is due: the words after their deletion date. */
const REASON_KEYS = { retention: 'dueReasonRetention', erasure: 'dueReasonErasure' } as const;

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
  const t = useTexts(candidatesTexts);
  const due = useDueCandidates();
  const mayManage = useMayAccess('manage');
  const [holding, setHolding] = useState<DueCandidate | null>(null);
  const candidates = due.data?.candidates ?? [];
  const total = due.data?.total ?? 0;
  // A row held or deleted leaves the list with its buttons: the focus goes to the list's heading
  // once the list is read back (else it falls to the page's body).
  const heading = useRef<HTMLHeadingElement>(null);
  const rowGone = useRef(false);
  const onRowGone = () => (rowGone.current = true);
  useEffect(() => {
    if (!rowGone.current) return;
    rowGone.current = false;
    // The last one gone takes the list with it: the page's heading then.
    (heading.current ?? document.querySelector<HTMLElement>('main h1'))?.focus();
  }, [due.data]);
  if (candidates.length === 0) return null;

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
            <Title order={2} size="h4" id="due-soon-title" ref={heading} tabIndex={-1}>
              {t('dueTitle', { days: DUE_WITHIN_DAYS, total })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dueLead')}
            </Text>
          </Stack>
          <Button variant="subtle" size="compact-sm" onClick={onShowInList}>
            {t('dueShowInList')}
          </Button>
        </Group>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {candidates.map((candidate) => (
            <DueRow
              key={candidate.id}
              candidate={candidate}
              mayManage={mayManage}
              onHold={() => setHolding(candidate)}
              onDeleted={onRowGone}
            />
          ))}
        </Stack>
        {total > candidates.length && (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={onShowInList}>
              {t('dueMore', { count: total - candidates.length })}
            </Button>
          </Group>
        )}
      </Stack>
      <HoldDialog candidate={holding} onClose={() => setHolding(null)} onHeld={onRowGone} />
    </Paper>
  );
}

interface DueRowProps {
  candidate: DueCandidate;
  mayManage: boolean;
  onHold: () => void;
  onDeleted: () => void;
}

/** One candidate due, with Hold and Delete now (the same deletion as their page's). */
function DueRow({ candidate, mayManage, onHold, onDeleted }: DueRowProps) {
  const t = useTexts(candidatesTexts);
  const deletion = useDeleteCandidate(candidate.id);
  const deleteNow = () =>
    confirmCandidateDeletion(candidate.name, () =>
      deletion.mutate(undefined, {
        onSuccess: () => {
          onDeleted();
          showSuccess(t('deleted', { name: candidate.name }));
        },
        onError: (error) => showError(error.message),
      }),
    );
  return (
    <Group
      component="li"
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
          {t('dueRow', {
            role: candidate.roleTitle,
            status: t(STATUS_KEYS[candidate.status]),
            date: formatDate(new Date(candidate.deleteOn)),
            reason: t(REASON_KEYS[candidate.reason]),
          })}
        </Text>
      </Stack>
      {mayManage && (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconLock size={14} />}
            onClick={onHold}
            aria-label={t('holdNamed', { name: candidate.name })}
          >
            {t('hold')}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            loading={deletion.isPending}
            onClick={deleteNow}
            aria-label={t('deleteNowNamed', { name: candidate.name })}
          >
            {t('deleteNow')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
