import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { Grid, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ROLE_LIMITS } from '../../../../shared/roles.schema';
import type { RoleForm } from '../hooks/use-role-form';
import { LogoField } from './logo-field';

interface RoleDetailsFieldsProps {
  form: RoleForm;
  /** An existing role's identify code (shown, never changed); null for a new role. */
  existingId: string | null;
  logoUrl: string | null;
  onLogoUrl: (url: string | null) => void;
}

/** The role's title and identify code, and the company candidates see in the page's header. */
export function RoleDetailsFields({
  form,
  existingId,
  logoUrl,
  onLogoUrl,
}: RoleDetailsFieldsProps) {
  return (
    <Stack gap="md">
      <Grid gap="md" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label="Role title"
            placeholder="e.g. Senior Backend Engineer"
            required
            maxLength={ROLE_LIMITS.titleCharacters}
            {...form.getInputProps('title')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          {existingId ? (
            <TextInput
              label="Identify code"
              description="Every invite link of this role carries it, so it never changes."
              value={existingId}
              readOnly
              variant="filled"
            />
          ) : (
            <TextInput
              label="Identify code"
              description="3 letters or digits. Leave empty and we pick one."
              placeholder="e.g. be1"
              maxLength={3}
              autoComplete="off"
              {...form.getInputProps('id')}
              onChange={(event) =>
                form.setFieldValue('id', event.currentTarget.value.toLowerCase())
              }
            />
          )}
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'end' }}>
        <TextInput
          label="Company name"
          placeholder="e.g. Acme Ltd"
          required
          maxLength={ROLE_LIMITS.companyNameCharacters}
          {...form.getInputProps('company.name')}
        />
        <TextInput
          label="Company website"
          description="Optional. Candidates can open it from the page header."
          placeholder="https://example.com"
          type="url"
          {...form.getInputProps('company.url')}
        />
      </SimpleGrid>
      <LogoField form={form} logoUrl={logoUrl} onLogoUrl={onLogoUrl} />
    </Stack>
  );
}
