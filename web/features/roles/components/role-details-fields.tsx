import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { Grid, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ROLE_LIMITS } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { rolesTexts } from '../roles-texts';
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
  const t = useTexts(rolesTexts);
  return (
    <Stack gap="md">
      <Grid gap="md" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('roleTitleLabel')}
            placeholder={t('roleTitlePlaceholder')}
            required
            maxLength={ROLE_LIMITS.titleCharacters}
            {...form.getInputProps('title')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          {existingId ? (
            <TextInput
              label={t('identifyCode')}
              description={t('identifyCodeFixed')}
              value={existingId}
              readOnly
              variant="filled"
            />
          ) : (
            <TextInput
              label={t('identifyCode')}
              description={t('identifyCodeNew')}
              placeholder={t('identifyCodePlaceholder')}
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
          label={t('companyName')}
          placeholder={t('companyNamePlaceholder')}
          required
          maxLength={ROLE_LIMITS.companyNameCharacters}
          {...form.getInputProps('company.name')}
        />
        <TextInput
          label={t('companyWebsite')}
          description={t('companyWebsiteDescription')}
          placeholder={t('companyWebsitePlaceholder')}
          type="url"
          {...form.getInputProps('company.url')}
        />
      </SimpleGrid>
      <LogoField form={form} logoUrl={logoUrl} onLogoUrl={onLogoUrl} />
    </Stack>
  );
}
