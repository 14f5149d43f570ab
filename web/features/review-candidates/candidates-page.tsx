import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { TEXTS } from '../../../shared/texts';
import { useMayAccess } from '../../lib/current-member';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { prefetchCandidates, useCandidates } from './api/list-candidates';
import { useRoles } from '../../lib/admin-roles';
import { FiltersPlaceholder } from './components/filters-placeholder';
import { NoCandidates, NoMatch } from './components/candidates-empty';
import { ShareShortlistButton } from './components/share-shortlist-button';
import { LoadError } from '../../components/load-error';
import { listRequestSearch, useListParams } from './hooks/use-list-params';
import { usePageTitle } from '../../lib/page-title';

// The filters' selects and the rows with their pager come after the first screen, each with code
// of its own (docs/capacity.md, the first screen); the rows' code is asked for with their data.
const loadResults = () => import('./components/candidate-results');
const CandidateResults = lazy(loadResults);
const CandidateFilters = lazy(() =>
  import('./components/candidate-filters').then((m) => ({ default: m.CandidateFilters })),
);

/** Rows that are on their way. */
function ListSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading candidates">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={48} />
      ))}
    </Stack>
  );
}

/** The route's loader: the list's page is asked for before the page renders. */
export function candidatesLoader({ request }: LoaderFunctionArgs): null {
  prefetchCandidates(listRequestSearch(new URL(request.url).searchParams));
  void loadResults();
  return null;
}

/** Every candidate, filtered, sorted and paged on the server (docs/product.md#candidates-list). */
export function CandidatesPage() {
  usePageTitle('Admin', TEXTS.workspace.candidatesTitle);
  const params = useListParams();
  const mayManage = useMayAccess('manage');
  const { query } = params;
  const current = useCandidates(params.requestSearch);
  // The heading and a skeleton first, even when the page is already here; the cards then, drawn in
  // slices the browser can paint and answer input between: a page of cards is too much for one
  // task on a phone (docs/capacity.md, the reviewer's pages on a phone).
  const candidates = useDeferredValue<typeof current | null>(current, null);
  const roles = useRoles();
  const list = candidates?.data;
  // Nothing to filter or export before the first candidate registers.
  const nobodyYet = list?.total === 0 && !params.filtersActive;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{TEXTS.workspace.candidatesTitle}</Title>
          <Text c="dimmed" size="sm">
            Everyone who registered with an invite, newest first.
          </Text>
        </Stack>
        {/* Share links and the export need `manage`: other roles do not see them. */}
        {!nobodyYet && mayManage && (
          <Group gap="sm">
            <ShareShortlistButton filterSearch={params.filterSearch} />
            <Button
              component="a"
              href={adminApiPaths.adminCandidatesCsv(params.filterSearch)}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              {TEXTS.workspace.exportCsv}
            </Button>
          </Group>
        )}
      </Group>

      {!nobodyYet && (
        <Suspense fallback={<FiltersPlaceholder query={query} />}>
          <CandidateFilters
            query={query}
            roles={roles.data}
            rolesLoading={roles.isPending}
            onChange={params.update}
          />
        </Suspense>
      )}

      {candidates === null || candidates.isPending ? (
        <ListSkeleton />
      ) : candidates.isError ? (
        <LoadError
          title={TEXTS.workspace.listFailed}
          message={candidates.error.message}
          retrying={candidates.isFetching}
          onRetry={() => void candidates.refetch()}
        />
      ) : list && list.total === 0 ? (
        params.filtersActive ? (
          <NoMatch onClear={params.clearFilters} />
        ) : (
          <NoCandidates />
        )
      ) : list ? (
        <Suspense fallback={<ListSkeleton />}>
          <CandidateResults
            items={list.items}
            total={list.total}
            query={query}
            search={params.urlSearch}
            stale={candidates.isPlaceholderData}
            onPage={(page) => params.update({ page })}
            onPageSize={(pageSize) => params.update({ pageSize })}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
