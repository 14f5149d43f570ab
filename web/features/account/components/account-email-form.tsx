import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ACCOUNT_EMAIL_TEXTS } from '../../../../shared/account-email-texts';
import {
  SetAccountEmailRequestSchema,
  type SetAccountEmailRequest,
} from '../../../../shared/account-email.schema';
import { showSuccess } from '../../../lib/toasts';
import { useSetAccountEmail } from '../api/set-email';

/** One's own address; the built-in owner, who signs in with the passkey, starts without one. */
export function AccountEmailForm({ email }: { email: string | null }) {
  const save = useSetAccountEmail();
  const form = useForm<SetAccountEmailRequest>({
    mode: 'uncontrolled',
    initialValues: { email: email ?? '' },
    validate: schemaResolver(SetAccountEmailRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(SetAccountEmailRequestSchema.parse(values), {
      onSuccess: (response) => showSuccess(response.status),
      onError: (error) => form.setFieldError('email', error.message),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="email"
          label={ACCOUNT_EMAIL_TEXTS.label}
          description={ACCOUNT_EMAIL_TEXTS.description}
          autoComplete="email"
          style={{ flex: '1 1 240px' }}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {ACCOUNT_EMAIL_TEXTS.save}
        </Button>
      </Group>
    </form>
  );
}
