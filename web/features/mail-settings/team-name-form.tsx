import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { MailPreferencesSchema } from '../../../shared/mail.schema';
import { translateKnown, useTexts } from '../../i18n/texts';
import { mailSettingsTexts } from './mail-settings-texts';

const TeamNameSchema = MailPreferencesSchema.pick({ teamName: true });

/** The team's or company's name, saved with its own button (a keystroke is not a choice). */
export function TeamNameForm(props: {
  teamName: string;
  disabled: boolean;
  onSave: (teamName: string) => void;
}) {
  const t = useTexts(mailSettingsTexts);
  const form = useForm<z.input<typeof TeamNameSchema>>({
    mode: 'uncontrolled',
    initialValues: { teamName: props.teamName },
    validate: schemaResolver(TeamNameSchema, { sync: true }),
  });
  const teamName = form.getInputProps('teamName');
  const error: unknown = teamName.error;

  return (
    <form
      onSubmit={form.onSubmit((values) => props.onSave(TeamNameSchema.parse(values).teamName))}
      noValidate
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('teamNameLabel')}
          description={t('teamNameDescription')}
          style={{ flex: '1 1 240px' }}
          maw={480}
          disabled={props.disabled}
          key={form.key('teamName')}
          {...teamName}
          error={
            typeof error === 'string'
              ? translateKnown(mailSettingsTexts, t, error)
              : (error as ReactNode)
          }
        />
        <Button type="submit" variant="default" disabled={props.disabled}>
          {t('teamNameSave')}
        </Button>
      </Group>
    </form>
  );
}
