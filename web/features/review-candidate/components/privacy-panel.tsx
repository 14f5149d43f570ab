import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconLock, IconLockOpen, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CandidatePrivacy } from '../../../../shared/privacy.schema';
import { PRIVACY_TEXTS } from '../../../../shared/privacy-texts';
import { HoldDialog } from '../../../components/privacy/hold-dialog';
import { DELETE_REASON_TEXTS } from '../../../components/privacy/retention-words';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { useCandidateHold } from '../../../lib/candidate-hold';
import { useMayAccess } from '../../../lib/current-member';
import { DAY_MS, formatDate } from '../../../lib/format-moment';
import { showError, showSuccess } from '../../../lib/toasts';

/**
 * What the candidate's page says of their data (docs/privacy.md): when they are due to be deleted
 * and why, their erasure request, and who holds them from deletion. Loaded apart from the page
 * (lazily): most candidates have none of it, and the page stays within its files
 * (e2e/size-budget.spec.ts).
 */

const dateOf = (iso: string) => formatDate(new Date(iso));

/** The sentences of the notice, in the order they are read. */
export function privacySentences(privacy: CandidatePrivacy): string[] {
  const sentences: string[] = [];
  const { hold, erasureRequestedAt, deleteOn, deleteReason } = privacy;
  if (erasureRequestedAt) {
    const outcome = hold
      ? 'it waits while they are held from deletion'
      : deleteOn
        ? `it will be carried out on ${dateOf(deleteOn)}`
        : 'it will be carried out at the next run';
    sentences.push(
      `The candidate asked for their data to be erased on ${dateOf(erasureRequestedAt)}; ${outcome}.`,
    );
  } else if (deleteOn && deleteReason && !hold) {
    sentences.push(
      `Will be deleted on ${dateOf(deleteOn)} (${DELETE_REASON_TEXTS[deleteReason]}).`,
    );
  }
  if (hold) {
    sentences.push(`Held from deletion by ${hold.by} on ${dateOf(hold.at)}: “${hold.reason}”.`);
  }
  return sentences;
}

/** Within this many days a deletion is announced as an alert, as the list's "to be deleted". */
const SOON_DAYS = 7;

/**
 * The notice above the candidate's page: an alert when they are due within a week, asked for
 * erasure, or held; a quiet line for a deletion further off; nothing otherwise.
 */
export function PrivacyNotice({ privacy, now }: { privacy: CandidatePrivacy; now?: number }) {
  // The moment the page opened (a test gives its own): "within a week" is not read again later.
  const [today] = useState(() => now ?? Date.now());
  const sentences = privacySentences(privacy);
  if (sentences.length === 0) return null;
  const held = privacy.hold !== null;
  const soon =
    privacy.deleteOn !== null && new Date(privacy.deleteOn).getTime() - today <= SOON_DAYS * DAY_MS;
  if (!held && !soon && !privacy.erasureRequestedAt) {
    return (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {sentences.join(' ')}
      </Text>
    );
  }
  return (
    <Alert
      color={held ? 'blue' : 'orange'}
      variant="light"
      icon={held ? <IconLock size={20} /> : <IconShieldCheck size={20} />}
      title={held ? 'Held from deletion' : 'To be deleted'}
    >
      <Stack gap={4}>
        {sentences.map((sentence) => (
          <Text key={sentence} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {sentence}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

interface PrivacyActionsProps {
  candidateId: string;
  name: string;
  privacy: CandidatePrivacy;
}

/**
 * Hold or Release hold (owners and admins), and the candidate's data as a zip (those who review
 * too, as the export route allows).
 */
export function PrivacyActions({ candidateId, name, privacy }: PrivacyActionsProps) {
  const mayManage = useMayAccess('manage');
  const mayExport = useMayAccess('review');
  const [holding, setHolding] = useState(false);
  const release = useCandidateHold(candidateId);
  // Hold and Release hold swap places once the page reads the hold back: the focus goes to the one
  // shown (else it falls to the page's body with the button it was on).
  const swapButton = useRef<HTMLButtonElement>(null);
  const swapping = useRef(false);
  const held = privacy.hold !== null;
  useEffect(() => {
    if (!swapping.current) return;
    swapping.current = false;
    swapButton.current?.focus();
  }, [held]);

  const confirmRelease = () =>
    modals.openConfirmModal({
      title: `Release the hold on ${name}?`,
      centered: true,
      children: (
        <Text size="sm">
          The retention policy and any erasure request apply again: a candidate past their date is
          deleted at the next hourly run.
        </Text>
      ),
      labels: { confirm: 'Release hold', cancel: 'Cancel' },
      onConfirm: () =>
        release.mutate(null, {
          onSuccess: (response) => {
            swapping.current = true;
            showSuccess(response.status ?? PRIVACY_TEXTS.unheld);
          },
          onError: (error) => showError(error.message),
        }),
    });

  return (
    <>
      {!mayManage ? null : privacy.hold ? (
        <Button
          key="release"
          ref={swapButton}
          variant="default"
          leftSection={<IconLockOpen size={16} />}
          loading={release.isPending}
          onClick={confirmRelease}
        >
          Release hold
        </Button>
      ) : (
        <Button
          key="hold"
          ref={swapButton}
          variant="default"
          leftSection={<IconLock size={16} />}
          onClick={() => setHolding(true)}
        >
          Hold from deletion
        </Button>
      )}
      {mayExport && (
        <Button
          component="a"
          href={adminApiPaths.adminCandidateExport(candidateId)}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Download data (zip)
        </Button>
      )}
      <HoldDialog
        candidate={holding ? { id: candidateId, name } : null}
        onClose={() => setHolding(false)}
        onHeld={() => (swapping.current = true)}
      />
    </>
  );
}
