import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconLock, IconLockOpen, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CandidatePrivacy } from '../../../../shared/privacy.schema';
import { HoldDialog } from '../../../components/privacy/hold-dialog';
import { useTexts } from '../../../i18n/texts';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { useCandidateHold } from '../../../lib/candidate-hold';
import { useMayAccess } from '../../../lib/current-member';
import { DAY_MS, formatDate } from '../../../lib/format-moment';
import { showError, showSuccess } from '../../../lib/toasts';
import { type ReviewTexts, reviewCandidateTexts } from '../review-candidate-texts';

/**
 * What the candidate's page says of their data (docs/privacy.md): when they are due to be deleted
 * and why, their erasure request, and who holds them from deletion. Loaded apart from the page
 * (lazily): most candidates have none of it, and the page stays within its files
 * (e2e/size-budget.spec.ts).
 */

const dateOf = (iso: string) => formatDate(new Date(iso));

/** The sentences of the notice, in the order they are read. */
function privacySentences(privacy: CandidatePrivacy, t: ReviewTexts): string[] {
  const sentences: string[] = [];
  const { hold, erasureRequestedAt, deleteOn, deleteReason } = privacy;
  if (erasureRequestedAt) {
    const outcome = hold
      ? t('erasureWaitsForHold')
      : deleteOn
        ? t('erasureOn', { date: dateOf(deleteOn) })
        : t('erasureAtNextRun');
    sentences.push(t('erasureAsked', { asked: dateOf(erasureRequestedAt), outcome }));
  } else if (deleteOn && deleteReason && !hold) {
    sentences.push(t('deletedOn', { date: dateOf(deleteOn), reason: deleteReason }));
  }
  if (hold) {
    sentences.push(t('heldBy', { name: hold.by, date: dateOf(hold.at), reason: hold.reason }));
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
  const t = useTexts(reviewCandidateTexts);
  const [today] = useState(() => now ?? Date.now());
  const sentences = privacySentences(privacy, t);
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
      title={held ? t('heldTitle') : t('toBeDeletedTitle')}
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
  const t = useTexts(reviewCandidateTexts);
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
      title: t('releaseTitle', { name }),
      centered: true,
      children: <Text size="sm">{t('releaseBody')}</Text>,
      labels: { confirm: t('releaseHold'), cancel: t('cancel') },
      onConfirm: () =>
        release.mutate(null, {
          onSuccess: (response) => {
            swapping.current = true;
            showSuccess(response.status ?? t('unheld'));
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
          {t('releaseHold')}
        </Button>
      ) : (
        <Button
          key="hold"
          ref={swapButton}
          variant="default"
          leftSection={<IconLock size={16} />}
          onClick={() => setHolding(true)}
        >
          {t('holdFromDeletion')}
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
          {t('downloadData')}
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
