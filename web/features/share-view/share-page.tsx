import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { SimplePage } from '../../components/simple-page';
import { translateKnown, useTexts } from '../../i18n/texts';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useShare } from './api/get-share';
import { SharedCandidateCard } from './components/shared-candidate-card';
import { formatMoment } from '../../lib/format-moment';
import { shareLinksTexts } from '../../components/share-links-texts';

/** A link that does not work (any more): unknown, expired or revoked, in the server's words. */
function isFinal(error: Error): error is ApiError {
  return error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 410);
}

/**
 * What a share link opens, for someone without an account: the shared candidates, read-only,
 * and a feedback form under each when the team allowed it. None of the workspace's code.
 */
export function SharePage() {
  const { token = '' } = useParams();
  const share = useShare(token);
  const t = useTexts(shareLinksTexts);
  usePageTitle(share.data?.label ?? t('sharedCandidates'));

  let body;
  if (share.isPending) {
    body = (
      <Stack gap="md" role="status" aria-label={t('loading')}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={240} />
      </Stack>
    );
  } else if (share.isError && isFinal(share.error)) {
    body = (
      <Stack gap="sm">
        <Title order={1}>{t('linkBroken')}</Title>
        <Alert color="orange" role="alert" data-share-unavailable>
          {translateKnown(shareLinksTexts, t, share.error.message)}
        </Alert>
      </Stack>
    );
  } else if (share.isError) {
    body = (
      <LoadError
        title={t('shareFailed')}
        message={share.error.message}
        retrying={share.isFetching}
        onRetry={() => void share.refetch()}
      />
    );
  } else {
    const { data } = share;
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.label}
          </Title>
          <Text c="dimmed" size="sm">
            {t('sharedUntil', { date: formatMoment(new Date(data.expiresAt)) })}
          </Text>
        </Stack>
        {data.candidates.length === 0 ? (
          <Text c="dimmed">{t('noCandidates')}</Text>
        ) : (
          data.candidates.map((candidate) => (
            <SharedCandidateCard
              key={candidate.id}
              candidate={candidate}
              token={token}
              allowFeedback={data.allowFeedback}
            />
          ))
        )}
      </Stack>
    );
  }
  return <SimplePage size="md">{body}</SimplePage>;
}
