import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../components/load-error';
import { ShowMoreButton } from '../../components/show-more-button';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { useShares } from './api/list-shares';
import { SharesTable } from './components/shares-table';
import { shareLinksTexts } from '../../components/share-links-texts';

/** Every share link: what it shows, until when, how often it was opened; revoke one at once. */
export function SharesPage() {
  const t = useTexts(shareLinksTexts);
  usePageTitle(t('titleAdmin'), t('sharesTitle'));
  const shares = useShares();

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>{t('sharesTitle')}</Title>
        <Text c="dimmed" size="sm">
          {t('sharesLead')}
        </Text>
      </Stack>
      {shares.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('loadingShares')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Stack>
      ) : shares.isError ? (
        <LoadError
          title={t('sharesFailed')}
          message={shares.error.message}
          retrying={shares.isFetching}
          onRetry={() => void shares.refetch()}
        />
      ) : !shares.data?.length ? (
        <Text c="dimmed" ta="center" py={48}>
          {t('noShares')}
        </Text>
      ) : (
        <>
          <SharesTable items={shares.data} />
          <ShowMoreButton list={shares} label={t('showOlder')} />
        </>
      )}
    </Stack>
  );
}
