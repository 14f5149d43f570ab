import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import {
  ERASURE_MAX_DAYS,
  PrivacySettingsSchema,
  RETENTION_STATUSES,
  type PrivacySettings,
  type PrivacyState,
} from '../../../../shared/privacy.schema';
import { PRIVACY_TEXTS } from '../../../../shared/privacy-texts';
import { RetentionDaysFields } from '../../../components/privacy/retention-days-fields';
import { RetentionSummary } from '../../../components/privacy/retention-summary';
import {
  DELETION_SCOPE_TEXT,
  HOLD_EXCEPTION_TEXT,
  KEEP_ALL_POLICY,
  erasureSentence,
} from '../../../components/privacy/retention-words';
import { showError, showSuccess } from '../../../lib/toasts';
import { useSavePrivacySettings } from '../api/save-privacy-settings';
import { NoticeField } from './notice-field';

/** The settings' form: retention, erasure delay, data controller and notice (docs/privacy.md). */
export function PrivacySettingsForm({
  state,
  disabled,
}: {
  state: PrivacyState;
  disabled: boolean;
}) {
  const save = useSavePrivacySettings();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<PrivacySettings>({
    initialValues: state.settings,
    validate: schemaResolver(PrivacySettingsSchema, { sync: true }),
    onValuesChange: () => setSaved(null),
  });
  const values = form.getValues();
  // Switching retention off and on again brings back the days it had.
  const lastPolicy = useRef(values.retention ?? KEEP_ALL_POLICY);
  const retention = values.retention;
  const delay = Number.isNaN(values.erasureDelayDays) ? null : values.erasureDelayDays;

  const submit = (settings: PrivacySettings) =>
    save.mutate(PrivacySettingsSchema.parse(settings), {
      onSuccess: (response) => {
        form.setValues(response.data.settings);
        form.resetDirty(response.data.settings);
        const text = response.status ?? PRIVACY_TEXTS.settingsSaved;
        setSaved(text);
        showSuccess(text);
      },
      onError: (error) => showError(error.message),
    });
  const invalid = () => showError('Please correct the marked fields.');

  return (
    <form onSubmit={form.onSubmit(submit, invalid)} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Retention
          </Title>
          <Switch
            label="Delete candidates after a set time"
            description="Off: candidates are kept until someone deletes them."
            checked={retention !== null}
            disabled={disabled}
            onChange={(event) =>
              form.setFieldValue(
                'retention',
                event.currentTarget.checked ? lastPolicy.current : null,
              )
            }
          />
          {retention !== null && (
            <RetentionDaysFields
              value={retention}
              disabled={disabled}
              onChange={(status, days) => {
                lastPolicy.current = { ...retention, [status]: days };
                form.setFieldValue(`retention.${status}`, days);
              }}
              errors={Object.fromEntries(
                RETENTION_STATUSES.map((status) => [status, form.errors[`retention.${status}`]]),
              )}
            />
          )}
          <Alert color="gray" variant="light" title="What this policy does">
            <Stack gap="xs">
              <RetentionSummary policy={retention} />
              {retention !== null && (
                <>
                  <Text size="sm">{DELETION_SCOPE_TEXT}</Text>
                  <Text size="sm">{HOLD_EXCEPTION_TEXT}</Text>
                </>
              )}
            </Stack>
          </Alert>
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h4">
            Erasure requests
          </Title>
          <NumberInput
            label="Carry out an erasure request after (days)"
            description={`0 to ${ERASURE_MAX_DAYS}: the time to answer the candidate or hold them first.`}
            min={0}
            max={ERASURE_MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            maw={360}
            disabled={disabled}
            value={delay ?? ''}
            onChange={(days) =>
              form.setFieldValue('erasureDelayDays', typeof days === 'number' ? days : Number.NaN)
            }
            error={form.errors.erasureDelayDays}
          />
          {delay !== null && (
            <Text size="sm" c="dimmed">
              {erasureSentence(delay)}
            </Text>
          )}
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h4">
            Privacy notice
          </Title>
          <TextInput
            label="Data controller"
            description="Who decides what happens to candidates’ data. Empty: the team’s name."
            placeholder={state.teamName || 'The team’s name (Settings → Mail)'}
            maw={480}
            disabled={disabled}
            key={form.key('controllerName')}
            {...form.getInputProps('controllerName')}
          />
          <TextInput
            label="Contact email"
            description="Where candidates write about their data. Empty: no address is shown."
            type="email"
            maw={480}
            disabled={disabled}
            key={form.key('contactEmail')}
            {...form.getInputProps('contactEmail')}
          />
          <NoticeField
            value={values.notice}
            defaultNotice={state.defaultNotice}
            onChange={(notice) => form.setFieldValue('notice', notice)}
            error={form.errors.notice}
            disabled={disabled}
          />
        </Stack>

        {save.isError && (
          <Alert color="red" variant="light" title="Not saved" role="alert">
            {save.error.message}
          </Alert>
        )}
        {!disabled && (
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              Save privacy settings
            </Button>
            <Text size="sm" c="teal.4" role="status">
              {saved && !form.isDirty() ? saved : ''}
            </Text>
          </Group>
        )}
      </Stack>
    </form>
  );
}
