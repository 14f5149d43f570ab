import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconExternalLink, IconMail, IconTag } from '@tabler/icons-react';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { InviteWithdrawnNote } from './invite-withdrawn-note';
import { ReviewStatusBadge } from './review-status-badge';
import { UnmatchedFlags } from './unmatched-flags';

/** Who the candidate is: name (the page's heading), contact, role and invite, and the status. */
export function CandidateHeader({ candidate }: { candidate: CandidateDetail }) {
  const { role } = candidate;
  const t = useTexts(reviewCandidateTexts);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {candidate.name}
        </Title>
        <ReviewStatusBadge status={candidate.review.status} />
        {candidate.timing.overTime && (
          <Badge color="orange" variant="light" radius="sm" size="lg">
            {t('overTime')}
          </Badge>
        )}
      </Group>
      <Group gap="lg" wrap="wrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconBriefcase size={16} aria-hidden />
          <Text size="sm">
            {role.title}{' '}
            <Text span c="dimmed" size="sm">
              {t('roleAt')}
            </Text>{' '}
            {role.company}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconMail size={16} aria-hidden />
          <Anchor href={`mailto:${candidate.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {candidate.email}
          </Anchor>
        </Group>
        {candidate.social && (
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconExternalLink size={16} aria-hidden />
            <Anchor
              href={candidate.social}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {candidate.social}
            </Anchor>
          </Group>
        )}
        {candidate.experience && (
          <Text size="sm" c="dimmed">
            {t('experience')}{' '}
            <Text span size="sm" c="bright">
              {t('experienceYears', { years: candidate.experience })}
            </Text>
          </Text>
        )}
        {candidate.inviteLabel && (
          <Group gap={6} wrap="nowrap">
            <IconTag size={16} aria-hidden />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('invite')}
              </Text>{' '}
              {candidate.inviteLabel}
            </Text>
          </Group>
        )}
      </Group>
      <UnmatchedFlags answers={candidate.answers} />
      <InviteWithdrawnNote revokedAt={candidate.inviteRevokedAt} />
    </Stack>
  );
}
