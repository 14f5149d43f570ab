import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Skeleton, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { ListPager } from '../../components/list-pager';
import { useMayAccess } from '../../lib/current-member';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { prefetchCandidates, useCandidates } from './api/list-candidates';
import { useRoles } from '../../lib/admin-roles';
import { CandidateFilters } from './components/candidate-filters';
import { NoCandidates, NoMatch } from './components/candidates-empty';
import { CandidateCards } from './components/candidate-cards';
import { CandidatesTable } from './components/candidates-table';
import { ShareShortlistButton } from './components/share-shortlist-button';
import { WorkspaceLoadError } from '../../components/workspace-load-error';
import { useTexts } from '../../i18n/texts';
import { candidatesTexts } from './candidates-texts';
import { listRequestSearch, useListParams } from './hooks/use-list-params';
import { usePageTitle } from '../../lib/page-title';

/** Loaded after the list (its own file): most days nobody is due. */
const DueSoonList = lazy(() =>
  import('./components/due-soon-list').then((m) => ({ default: m.DueSoonList })),
);

/** The route's loader: the list's page is asked for before the page renders. */
export function candidatesLoader({ request }: LoaderFunctionArgs): null {
  prefetchCandidates(listRequestSearch(new URL(request.url).searchParams));
  return null;
}

/** Every candidate, filtered, sorted and paged on the server (docs/product.md#candidates-list). */
export function CandidatesPage() {
  const t = useTexts(candidatesTexts);
  usePageTitle(t('pageTitle'), t('title'));
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
  const { breakpoints } = useMantineTheme();
  // Read at the first render (a page drawn in the browser only): no second render to switch.
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg})`, true, {
    getInitialValueInEffect: false,
  });
  const Rows = wide ? CandidatesTable : CandidateCards;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('lead')}
          </Text>
        </Stack>
        {/* Share links and the export need `manage`: other roles do not see them. */}
        {!nobodyYet && mayManage && (
          <Group gap="sm">
            {/* A share leaves "to be deleted" out (it moves with the clock): not offered then. */}
            {query.deletion === undefined && (
              <ShareShortlistButton filterSearch={params.filterSearch} />
            )}
            <Button
              component="a"
              href={adminApiPaths.adminCandidatesCsv(params.filterSearch)}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              {t('exportCsv')}
            </Button>
          </Group>
        )}
      </Group>

      {!nobodyYet && (
        <Suspense fallback={null}>
          <DueSoonList onShowInList={() => params.update({ deletion: 'due' })} />
        </Suspense>
      )}

      {!nobodyYet && (
        <CandidateFilters
          query={query}
          roles={roles.data}
          rolesLoading={roles.isPending}
          onChange={params.update}
        />
      )}

      {candidates === null || candidates.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Stack>
      ) : candidates.isError ? (
        <WorkspaceLoadError
          title={t('loadFailed')}
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
        <Stack gap="md">
          {/* A table where its columns fit; below that, cards (nothing scrolls sideways). Only the
              one that shows is drawn: a phone rendered both, one hidden by CSS (docs/capacity.md,
              the reviewer's pages on a phone). */}
          <Rows items={list.items} search={params.urlSearch} stale={candidates.isPlaceholderData} />
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center">
              {t('pastTheEnd')}{' '}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => params.update({ page: null })}
              >
                {t('firstPage')}
              </Button>
            </Text>
          )}
          <ListPager
            page={query.page}
            pageSize={query.pageSize}
            total={list.total}
            noun={t('pagerNoun')}
            onPage={(page) => params.update({ page: String(page) })}
            onPageSize={(pageSize) => params.update({ pageSize: String(pageSize) })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
