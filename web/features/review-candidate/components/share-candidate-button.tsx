import { Group } from '@mantine/core';
import { ShareButton } from '../../../components/share-dialog';
import { useMayAccess } from '../../../lib/current-member';

/** "Share" for who may make share links (`manage`); nothing for the other roles. */
export function ShareCandidateButton({ candidateId, name }: { candidateId: string; name: string }) {
  const mayShare = useMayAccess('manage');
  if (!mayShare) return null;
  return (
    <Group justify="flex-end">
      <ShareButton
        target={{ candidateId }}
        buttonLabel="Share"
        defaultLabel={name}
        description={`A read-only page of ${name}: answers, video and timings.`}
      />
    </Group>
  );
}
