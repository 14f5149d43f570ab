import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { NativeSelect, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useRef } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../shared/i18n/languages';
import { ROLE_LIMITS } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { takesOptions, videoLengthOptions } from '../lib/durations';
import { rolesTexts } from '../roles-texts';

/** NumberInput answers '' while the field is empty: NaN, so the schema says a number is needed. */
const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

// Each language named in itself, as the candidate's switch names it (docs/languages.md).
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
}));

/**
 * What the candidate is given: the time limit, the video, its length, takes and thinking time,
 * whether they are asked to use a computer, and the language they read.
 */
export function SettingsFields({ form }: { form: RoleForm }) {
  const t = useTexts(rolesTexts);
  const { settings } = form.getValues();
  // Switching the limit off and on again brings back the minutes it had.
  const lastMinutes = useRef(settings.answerMinutes ?? ROLE_LIMITS.answerMinutes.default);
  const limited = settings.answerMinutes !== null;
  const video = settings.video.enabled;
  // Thinking time comes before every take: the introduction's and each recorded answer's.
  const recorded =
    video ||
    form
      .getValues()
      .questions.some(({ answer }) => answer.type === 'video' || answer.type === 'audio');

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <NumberInput
          label={t('timeLimit')}
          description={t('timeLimitDescription')}
          min={ROLE_LIMITS.answerMinutes.min}
          max={ROLE_LIMITS.answerMinutes.max}
          allowDecimal={false}
          allowNegative={false}
          disabled={!limited}
          maw={260}
          value={limited ? shown(settings.answerMinutes ?? Number.NaN) : ''}
          onChange={(value) => {
            const minutes = asNumber(value);
            if (!Number.isNaN(minutes)) lastMinutes.current = minutes;
            form.setFieldValue('settings.answerMinutes', minutes);
          }}
          error={form.errors['settings.answerMinutes']}
          onBlur={() => form.validateField('settings.answerMinutes')}
        />
        <Switch
          label={t('noTimeLimit')}
          checked={!limited}
          onChange={(event) =>
            form.setFieldValue(
              'settings.answerMinutes',
              event.currentTarget.checked ? null : lastMinutes.current,
            )
          }
        />
      </Stack>

      <Switch
        label={t('videoIntroduction')}
        description={t('videoIntroductionDescription')}
        {...form.getInputProps('settings.video.enabled', { type: 'checkbox' })}
      />

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
        <NativeSelect
          label={t('maximumVideoLength')}
          description={t('recordingStops')}
          disabled={!video}
          data={videoLengthOptions(t, settings.video.maxSeconds)}
          value={String(settings.video.maxSeconds)}
          onChange={(event) =>
            form.setFieldValue('settings.video.maxSeconds', Number(event.currentTarget.value))
          }
          error={form.errors['settings.video.maxSeconds']}
        />
        <NativeSelect
          label={t('takes')}
          description={t('takesDescription')}
          disabled={!video}
          data={takesOptions(t)}
          value={settings.video.takes === null ? '' : String(settings.video.takes)}
          onChange={(event) => {
            const { value } = event.currentTarget;
            form.setFieldValue('settings.video.takes', value ? Number(value) : null);
          }}
          error={form.errors['settings.video.takes']}
        />
        <NumberInput
          label={t('thinkingTime')}
          description={t('thinkingTimeDescription')}
          disabled={!recorded}
          min={ROLE_LIMITS.thinkingSeconds.min}
          max={ROLE_LIMITS.thinkingSeconds.max}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          value={shown(settings.thinkingSeconds)}
          onChange={(value) => form.setFieldValue('settings.thinkingSeconds', asNumber(value))}
          error={form.errors['settings.thinkingSeconds']}
          onBlur={() => form.validateField('settings.thinkingSeconds')}
        />
      </SimpleGrid>

      <Switch
        label={t('requireComputer')}
        description={t('requireComputerDescription')}
        {...form.getInputProps('settings.requireComputer', { type: 'checkbox' })}
      />

      <NativeSelect
        label={t('candidatesLanguage')}
        description={t('candidatesLanguageDescription')}
        maw={260}
        data={LANGUAGE_OPTIONS}
        {...form.getInputProps('settings.language')}
      />
    </Stack>
  );
}
