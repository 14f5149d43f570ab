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
import { useRef, useState, type ReactNode } from 'react';
import {
  ERASURE_MAX_DAYS,
  PrivacySettingsSchema,
  RETENTION_STATUSES,
  type PrivacySettings,
  type PrivacyState,
} from '../../../../shared/privacy.schema';
import { RetentionDaysFields } from '../../../components/privacy/retention-days-fields';
import { RetentionSummary } from '../../../components/privacy/retention-summary';
import { retentionTexts } from '../../../components/privacy/retention-texts';
import { KEEP_ALL_POLICY } from '../../../components/privacy/retention-words';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { useSavePrivacySettings } from '../api/save-privacy-settings';
import { privacyTexts } from '../privacy-texts';
import { NoticeField } from './notice-field';

/** The settings' form: retention, erasure delay, data controller and notice (docs/privacy.md). */
export function PrivacySettingsForm({
  state,
  disabled,
}: {
  state: PrivacyState;
  disabled: boolean;
}) {
  const t = useTexts(privacyTexts);
  const retentionT = useTexts(retentionTexts);
  // The API's and the schema's words, in the page's language when the catalogue holds them.
  const known = (text: string) => translateKnown(privacyTexts, t, text);
  const knownError = (error: ReactNode) => (typeof error === 'string' ? known(error) : error);
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
        const text = response.status != null ? known(response.status) : t('settingsSaved');
        setSaved(text);
        showSuccess(text);
      },
      onError: (error) => showError(known(error.message)),
    });
  const invalid = () => showError(t('correctFields'));

  return (
    <form onSubmit={form.onSubmit(submit, invalid)} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('retentionTitle')}
          </Title>
          <Switch
            label={t('retentionSwitch')}
            description={t('retentionSwitchDescription')}
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
          <Alert color="gray" variant="light" title={t('policyTitle')}>
            <Stack gap="xs">
              <RetentionSummary policy={retention} />
              {retention !== null && (
                <>
                  <Text size="sm">{retentionT('deletionScope')}</Text>
                  <Text size="sm">{retentionT('holdException')}</Text>
                </>
              )}
            </Stack>
          </Alert>
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('erasureTitle')}
          </Title>
          <NumberInput
            label={t('erasureLabel')}
            description={t('erasureDescription', { max: ERASURE_MAX_DAYS })}
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
            error={knownError(form.errors.erasureDelayDays)}
          />
          {delay !== null && (
            <Text size="sm" c="dimmed">
              {retentionT('erasure', { days: delay })}
            </Text>
          )}
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('noticeTitle')}
          </Title>
          <TextInput
            label={t('controllerLabel')}
            description={t('controllerDescription')}
            placeholder={state.teamName || t('controllerPlaceholder')}
            maw={480}
            disabled={disabled}
            key={form.key('controllerName')}
            {...form.getInputProps('controllerName')}
            error={knownError(form.errors.controllerName)}
          />
          <TextInput
            label={t('contactLabel')}
            description={t('contactDescription')}
            type="email"
            maw={480}
            disabled={disabled}
            key={form.key('contactEmail')}
            {...form.getInputProps('contactEmail')}
            error={knownError(form.errors.contactEmail)}
          />
          <NoticeField
            value={values.notice}
            defaultNotice={state.defaultNotice}
            onChange={(notice) => form.setFieldValue('notice', notice)}
            error={knownError(form.errors.notice)}
            disabled={disabled}
          />
        </Stack>

        {save.isError && (
          <Alert color="red" variant="light" title={t('notSaved')} role="alert">
            {known(save.error.message)}
          </Alert>
        )}
        {!disabled && (
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('save')}
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
