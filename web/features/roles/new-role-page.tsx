import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { usePageTitle } from '../../lib/page-title';
import { apiPaths } from '../../lib/paths';
import { useRoleTemplates } from './api/list-role-templates';
import { BackToRoles } from './components/back-to-roles';
import { FormSection } from './components/form-section';
import { RoleForm } from './components/role-form';
import { blankRoleValues, toFormValues } from './lib/role-form-values';

/**
 * `/admin/roles/new`, blank or (`?template=<id>`) prefilled from a catalogue role: saving makes
 * a new role either way; the template stays as it is.
 */
export function NewRolePage() {
  usePageTitle('Admin', 'New role');
  const templateId = useSearchParams()[0].get('template');
  const templates = useRoleTemplates(templateId !== null);
  const template = templates.data?.find((candidate) => candidate.templateId === templateId);

  const header = (
    <Stack gap={2}>
      <Title order={1}>New role</Title>
      <Text c="dimmed" size="sm">
        {template
          ? `A copy of the template “${template.title}” at ${template.companyName}: change what you like, then create it.`
          : 'Write the questions your candidates answer and set their time and video.'}
      </Text>
    </Stack>
  );

  if (templateId !== null && templates.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading the template">
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
          title="Could not load this template"
          message={templates.error?.message ?? 'There is no such template.'}
          retrying={templates.isFetching}
          onRetry={() => void templates.refetch()}
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
          <FormSection title="Versions">
            <Text size="sm" c="dimmed">
              Creating the role makes its version 1. Each later save makes a new version; an invite
              keeps the version it was made with, so a candidate is never asked something else
              halfway through.
            </Text>
          </FormSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
