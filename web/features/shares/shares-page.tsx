import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../components/load-error';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageTitle } from '../../lib/page-title';
import { useShares } from './api/list-shares';
import { SharesTable } from './components/shares-table';

/** Every share link: what it shows, until when, how often it was opened; revoke one at once. */
export function SharesPage() {
  usePageTitle('Admin', 'Share links');
  const shares = useShares();

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>Share links</Title>
        <Text c="dimmed" size="sm">
          Read-only links for people without an account. Make one from a candidate’s page or with
          “Share this shortlist” on the list. Newest first.
        </Text>
      </Stack>
      {shares.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading the share links">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Stack>
      ) : shares.isError ? (
        <LoadError
          title="Could not load the share links"
          message={shares.error.message}
          retrying={shares.isFetching}
          onRetry={() => void shares.refetch()}
        />
      ) : !shares.data?.length ? (
        <Text c="dimmed" ta="center" py={48}>
          No share links yet.
        </Text>
      ) : (
        <>
          <SharesTable items={shares.data} />
          <ShowMoreButton list={shares} label="Show older share links" />
        </>
      )}
    </Stack>
  );
}
