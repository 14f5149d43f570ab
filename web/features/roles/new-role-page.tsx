import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { apiPaths } from '../../lib/paths';
import { useRoleTemplates } from './api/list-role-templates';
import { BackToRoles } from './components/back-to-roles';
import { FormSection } from './components/form-section';
import { RoleForm } from './components/role-form';
import { blankRoleValues, toFormValues } from './lib/role-form-values';
import { rolesTexts } from './roles-texts';

/**
 * `/admin/roles/new`, blank or (`?template=<id>`) prefilled from a catalogue role: saving makes
 * a new role either way; the template stays as it is.
 */
export function NewRolePage() {
  const t = useTexts(rolesTexts);
  usePageTitle(t('pageTitleAdmin'), t('newRoleTitle'));
  const templateId = useSearchParams()[0].get('template');
  const templates = useRoleTemplates(templateId !== null);
  const template = templates.data?.find((candidate) => candidate.templateId === templateId);

  const header = (
    <Stack gap={2}>
      <Title order={1}>{t('newRoleTitle')}</Title>
      <Text c="dimmed" size="sm">
        {template
          ? t('newRoleFromTemplate', { title: template.title, company: template.companyName })
          : t('newRoleLead')}
      </Text>
    </Stack>
  );

  if (templateId !== null && templates.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t('loadingTemplate')}>
        <BackToRoles />
        <Skeleton height={36} width="40%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (templateId !== null && !template) {
    return (
      <Stack gap="lg">
        <BackToRoles />
        <LoadError
          title={t('templateLoadFailed')}
          message={templates.error?.message ?? t('noSuchTemplate')}
          retrying={templates.isFetching}
          onRetry={() => void templates.refetch()}
          retryLabel={t('tryAgain')}
        />
      </Stack>
    );
  }

  const logoId = template?.input.company.logoId ?? null;
  return (
    <Stack gap="lg">
      <BackToRoles />
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RoleForm
            key={templateId ?? 'blank'}
            roleId={null}
            initialValues={template ? toFormValues(template.input) : blankRoleValues()}
            initialLogoUrl={logoId ? apiPaths.roleLogo(logoId) : null}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <FormSection title={t('versionsTitle')}>
            <Text size="sm" c="dimmed">
              {t('newRoleVersions')}
            </Text>
          </FormSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
