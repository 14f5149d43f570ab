import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuditListQuerySchema } from '../../../shared/audit.schema';
import { ListPager } from '../../components/list-pager';
import { WorkspaceLoadError } from '../../components/workspace-load-error';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { useAuditLog } from './api/list-audit';
import { auditTexts } from './audit-texts';
import { AuditTable } from './components/audit-table';

/** The owner's look back: who signed in, changed the team, shared, deleted or exported, and when. */
export function AuditPage() {
  const t = useTexts(auditTexts);
  usePageTitle(t('pageTitle'), t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = AuditListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : AuditListQuerySchema.parse({});
  const audit = useAuditLog(
    new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) }).toString(),
  );
  const setParam = (key: string, value: number, fallback: number) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === fallback) next.delete(key);
      else next.set(key, String(value));
      if (key === 'pageSize') next.delete('page');
      return next;
    });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t('lead')}
        </Text>
      </Stack>
      {audit.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Stack>
      ) : audit.isError ? (
        <WorkspaceLoadError
          title={t('loadFailed')}
          message={audit.error.message}
          retrying={audit.isFetching}
          onRetry={() => void audit.refetch()}
        />
      ) : audit.data.total === 0 ? (
        <Text c="dimmed" ta="center" py={48}>
          {t('empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <AuditTable items={audit.data.items} stale={audit.isPlaceholderData} />
          <ListPager
            page={query.page}
            pageSize={query.pageSize}
            total={audit.data.total}
            noun={t('pagerNoun')}
            onPage={(page) => setParam('page', page, 1)}
            onPageSize={(pageSize) => setParam('pageSize', pageSize, 25)}
          />
        </Stack>
      )}
    </Stack>
  );
}
