import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useRole } from './api/get-role';
import { BackToRoles } from './components/back-to-roles';
import { FormSection } from './components/form-section';
import { RoleForm } from './components/role-form';
import { RoleRetentionSection } from './components/role-retention-section';
import { VersionHistory } from './components/version-history';
import { toFormValues } from './lib/role-form-values';
import { rolesTexts } from './roles-texts';

/** `/admin/roles/:roleId`: a role's current version, to edit into the next one. */
export function EditRolePage() {
  const roleId = useParams().roleId ?? '';
  const role = useRole(roleId);
  const detail = role.data;
  const t = useTexts(rolesTexts);
  usePageTitle(t('pageTitleAdmin'), detail ? detail.role : t('roleTitleFallback'));

  if (role.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t('loadingRole')}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={260} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (role.isError || !detail) {
    return (
      <Stack gap="lg">
        <BackToRoles />
        <LoadError
          title={t('roleLoadFailed')}
          message={role.error?.message ?? t('noSuchRole')}
          retrying={role.isFetching}
          onRetry={() => void role.refetch()}
          retryLabel={t('tryAgain')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <BackToRoles />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {detail.role}
          </Title>
          <Group gap="xs">
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('companyAndCode', { company: detail.company.name, code: detail.id })}
            </Text>
            <Badge variant="light" radius="sm">
              {t('versionBadge', { version: detail.version })}
            </Badge>
            {detail.archived && (
              <Badge variant="light" color="gray" radius="sm">
                {t('archived')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button
          component="a"
          href={adminApiPaths.adminRoleExport(detail.id)}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          {t('exportThisRole')}
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RoleForm
            key={detail.id}
            roleId={detail.id}
            initialValues={toFormValues(detail.input)}
            initialLogoUrl={detail.input.company.logoId ? detail.company.logo : null}
          />
          {detail.retention !== undefined && (
            <Stack mt="lg">
              <RoleRetentionSection
                key={detail.id}
                roleId={detail.id}
                retention={detail.retention}
              />
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <FormSection title={t('versionsTitle')} description={t('versionsDescription')}>
            <VersionHistory versions={detail.versions} />
          </FormSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
