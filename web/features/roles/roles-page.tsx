import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Box, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LoadError } from '../../components/load-error';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { useRoleOverview } from './api/list-role-overview';
import { RoleCards } from './components/role-cards';
import { NoRoles } from './components/roles-empty';
import { RolesTable } from './components/roles-table';
import { StartButtons } from './components/start-buttons';
import { TransferButtons } from './components/transfer-buttons';
import { matchingRoles, useRoleSearch } from './hooks/use-role-search';
import { rolesTexts } from './roles-texts';

/** Every role the team hires for, archived ones too, with what hangs on each. */
export function RolesPage() {
  const t = useTexts(rolesTexts);
  usePageTitle(t('pageTitleAdmin'), t('rolesTitle'));
  const overview = useRoleOverview();
  const { search, setSearch } = useRoleSearch();
  const roles = overview.data;
  const shown = roles ? matchingRoles(roles, search) : [];
  const archived = roles?.filter((role) => role.archived).length ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('rolesTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('rolesLead')}
          </Text>
        </Stack>
        <TransferButtons canExport={Boolean(roles?.length)} />
      </Group>

      {overview.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('loadingRoles')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={52} />
          ))}
        </Stack>
      ) : overview.isError ? (
        <LoadError
          title={t('rolesLoadFailed')}
          message={overview.error.message}
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
          retryLabel={t('tryAgain')}
        />
      ) : !roles || roles.length === 0 ? (
        <NoRoles />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <StartButtons />
            <TextInput
              aria-label={t('searchRoles')}
              placeholder={t('searchRolesPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
              type="search"
            />
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {search
              ? t('rolesMatching', { shown: shown.length, total: roles.length })
              : t('rolesCount', { count: roles.length, archived })}
          </Text>
          {shown.length === 0 ? (
            <Text ta="center" py="xl" c="dimmed">
              {t('noRoleMatches', { search })}
            </Text>
          ) : (
            <>
              <Box visibleFrom="sm">
                <RolesTable roles={shown} />
              </Box>
              <Box hiddenFrom="sm">
                <RoleCards roles={shown} />
              </Box>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
