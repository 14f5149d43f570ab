import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { MAIL_TEXTS } from '../../../shared/mail-texts';
import { MailPreferencesSchema } from '../../../shared/mail.schema';

const TeamNameSchema = MailPreferencesSchema.pick({ teamName: true });

/** The team's or company's name, saved with its own button (a keystroke is not a choice). */
export function TeamNameForm(props: {
  teamName: string;
  disabled: boolean;
  onSave: (teamName: string) => void;
}) {
  const form = useForm<z.input<typeof TeamNameSchema>>({
    mode: 'uncontrolled',
    initialValues: { teamName: props.teamName },
    validate: schemaResolver(TeamNameSchema, { sync: true }),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => props.onSave(TeamNameSchema.parse(values).teamName))}
      noValidate
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={MAIL_TEXTS.teamNameLabel}
          description={MAIL_TEXTS.teamNameDescription}
          style={{ flex: '1 1 240px' }}
          maw={480}
          disabled={props.disabled}
          key={form.key('teamName')}
          {...form.getInputProps('teamName')}
        />
        <Button type="submit" variant="default" disabled={props.disabled}>
          {MAIL_TEXTS.teamNameSave}
        </Button>
      </Group>
    </form>
  );
}
