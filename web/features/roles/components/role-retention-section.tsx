import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  RETENTION_STATUSES,
  RoleRetentionSchema,
  type RetentionPolicy,
} from '../../../../shared/privacy.schema';
import { RetentionDaysFields } from '../../../components/privacy/retention-days-fields';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { RetentionSummary } from '../../../components/privacy/retention-summary';
import { KEEP_ALL_POLICY } from '../../../components/privacy/retention-words';
import { ApiError } from '../../../lib/api-client';
import { useMayAccess } from '../../../lib/current-member';
import { paths } from '../../../lib/paths';
import { usePrivacySettings } from '../../../lib/privacy-settings';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateRoleRetention } from '../api/update-role-retention';
import { rolesTexts } from '../roles-texts';
import { FormSection } from './form-section';

const TEAM = 'team';
const OWN = 'own';
/** Where the settings link goes in its sentence: a character no sentence has. */
const LINK = '\u0000';

/** What the team's policy does, for "Use the team's policy". */
function TeamPolicy() {
  const t = useTexts(rolesTexts);
  const mayManage = useMayAccess('manage');
  // Only owners and admins may read the team's settings (others get 403): others are told whose
  // they are, without asking.
  const privacy = usePrivacySettings(mayManage);
  if (!mayManage || (privacy.error instanceof ApiError && privacy.error.httpStatus === 403))
    return (
      <Text size="sm" c="dimmed">
        {t('retentionSetByManagers')}
      </Text>
    );
  if (!privacy.data) return null;
  // The link sits where the sentence names it, in any language's word order.
  const [before = '', after = ''] = t('retentionTeamSetIn', { link: LINK }).split(LINK);
  return (
    <Stack gap={4}>
      <RetentionSummary policy={privacy.data.settings.retention} />
      <Text size="xs" c="dimmed">
        {before}
        <Anchor component={Link} to={paths.adminSettings()} size="xs" underline="always">
          {t('retentionSettingsLink')}
        </Anchor>
        {after}
      </Text>
    </Stack>
  );
}

/**
 * How long candidates of this role are kept: the team's policy, or this role's own days per
 * status (docs/privacy.md). Saved on its own: it is not part of the role's versions.
 */
export function RoleRetentionSection(props: { roleId: string; retention: RetentionPolicy | null }) {
  const t = useTexts(rolesTexts);
  const mayManage = useMayAccess('manage');
  const save = useUpdateRoleRetention(props.roleId);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<{ retention: RetentionPolicy | null }>({
    initialValues: { retention: props.retention },
    validate: schemaResolver(RoleRetentionSchema, { sync: true }),
    onValuesChange: () => setSaved(null),
  });
  const { retention } = form.getValues();
  const lastPolicy = useRef(retention ?? KEEP_ALL_POLICY);

  const submit = (values: { retention: RetentionPolicy | null }) =>
    save.mutate(RoleRetentionSchema.parse(values).retention, {
      onSuccess: (response) => {
        form.resetDirty({ retention: response.data.retention });
        const text =
          response.status != null
            ? translateKnown(rolesTexts, t, response.status)
            : t(response.data.retention === null ? 'roleRetentionTeam' : 'roleRetentionSaved');
        setSaved(text);
        showSuccess(text);
      },
      onError: (error) => showError(translateKnown(rolesTexts, t, error.message)),
    });

  return (
    <FormSection title={t('retentionTitle')} description={t('retentionDescription')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Radio.Group
            label={t('retentionPolicy')}
            value={retention === null ? TEAM : OWN}
            onChange={(value) =>
              form.setFieldValue('retention', value === OWN ? lastPolicy.current : null)
            }
          >
            <Stack gap="xs" mt={6}>
              <Radio value={TEAM} label={t('retentionTeam')} disabled={!mayManage} />
              <Radio value={OWN} label={t('retentionOwn')} disabled={!mayManage} />
            </Stack>
          </Radio.Group>
          {retention === null ? (
            <TeamPolicy />
          ) : (
            <>
              <RetentionDaysFields
                value={retention}
                disabled={!mayManage}
                onChange={(status, days) => {
                  lastPolicy.current = { ...retention, [status]: days };
                  form.setFieldValue(`retention.${status}`, days);
                }}
                errors={Object.fromEntries(
                  RETENTION_STATUSES.map((status) => [status, form.errors[`retention.${status}`]]),
                )}
              />
              <RetentionSummary policy={retention} />
            </>
          )}
          {mayManage && (
            <Group gap="sm">
              <Button type="submit" variant="default" loading={save.isPending}>
                {t('saveRetention')}
              </Button>
              <Text size="sm" c={save.isError ? 'red' : 'teal.4'} role="status">
                {save.isError ? save.error.message : saved && !form.isDirty() ? saved : ''}
              </Text>
            </Group>
          )}
        </Stack>
      </form>
    </FormSection>
  );
}
