import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Title.css';
import { Alert, Loader, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { REMINDER_HOURS_CHOICES, type MailPreferencesChange } from '../../../shared/mail.schema';
import { useTexts, type Translate } from '../../i18n/texts';
import { useMayAccess } from '../../lib/current-member';
import { useMailStatus, useSaveMailPreferences } from './api/mail-status';
import { mailSettingsTexts } from './mail-settings-texts';
import { TeamNameForm } from './team-name-form';

const OFF = 'off';

function reminderOptions(t: Translate<typeof mailSettingsTexts.english>, current: number | null) {
  const hours: number[] = [...REMINDER_HOURS_CHOICES];
  // A value set through the API that the list does not offer still shows as it is.
  if (current !== null && !hours.includes(current)) hours.push(current);
  return [
    { value: OFF, label: t('reminderOff') },
    ...hours
      .sort((a, b) => a - b)
      .map((h) => ({ value: String(h), label: t('reminderHours', { hours: h }) })),
  ];
}

/**
 * The "Mail" section of the settings page (`docs/mail.md`): whether mail is on and from whom,
 * when candidates get their reminder, whether the team hears of finished assessments, and the
 * team's name that mails to new members give.
 */
export function MailSettingsSection() {
  const t = useTexts(mailSettingsTexts);
  const status = useMailStatus();
  const save = useSaveMailPreferences();
  const mayManage = useMayAccess('manage');
  const [saved, setSaved] = useState<string | null>(null);

  if (status.isPending) return <Loader size="sm" aria-label={t('loadingSettings')} />;
  if (status.isError)
    return (
      <Alert color="red" title={t('sectionTitle')}>
        {t('loadFailed')}
      </Alert>
    );
  const mail = status.data;
  const change = (preferences: MailPreferencesChange) => {
    setSaved(null);
    save.mutate(preferences, { onSuccess: (response) => setSaved(response.status) });
  };

  return (
    <Stack gap="md" aria-labelledby="mail-settings-title">
      <Title order={2} size="h3" id="mail-settings-title">
        {t('sectionTitle')}
      </Title>
      {mail.enabled && mail.from ? (
        <Alert color="green" variant="light">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('onFrom', { from: mail.from })}
          </Text>
        </Alert>
      ) : (
        <Alert color="gray" variant="light">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('offExplained')}
          </Text>
        </Alert>
      )}
      <Select
        label={t('reminderLabel')}
        description={t('reminderDescription')}
        data={reminderOptions(t, mail.reminderHours)}
        value={mail.reminderHours === null ? OFF : String(mail.reminderHours)}
        onChange={(value) =>
          value && change({ reminderHours: value === OFF ? null : Number(value) })
        }
        allowDeselect={false}
        disabled={!mayManage || save.isPending}
        maw={360}
      />
      <Switch
        label={t('notifyTeamLabel')}
        description={t('notifyTeamDescription')}
        checked={mail.notifyTeam}
        onChange={(event) => change({ notifyTeam: event.currentTarget.checked })}
        disabled={!mayManage || save.isPending}
      />
      <TeamNameForm
        teamName={mail.teamName}
        disabled={!mayManage || save.isPending}
        onSave={(teamName) => change({ teamName })}
      />
      {!mayManage ? (
        <Text size="sm" c="dimmed">
          {t('manageOnly')}
        </Text>
      ) : null}
      <Text size="sm" role="status" c={save.isError ? 'red' : 'dimmed'}>
        {save.isError ? t('saveFailed') : (saved ?? '')}
      </Text>
    </Stack>
  );
}
