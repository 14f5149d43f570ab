import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  SetAccountEmailRequestSchema,
  type SetAccountEmailRequest,
} from '../../../../shared/account-email.schema';
import { useTexts } from '../../../i18n/texts';
import { showSuccess } from '../../../lib/toasts';
import { accountTexts, fieldErrorText } from '../account-texts';
import { useSetAccountEmail } from '../api/set-email';

/** One's own address; the built-in owner, who signs in with the passkey, starts without one. */
export function AccountEmailForm({ email }: { email: string | null }) {
  const t = useTexts(accountTexts);
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
  const input = (field: 'email') => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldErrorText(t, props.error) };
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="email"
          label={t('emailLabel')}
          description={t('emailDescription')}
          autoComplete="email"
          style={{ flex: '1 1 240px' }}
          key={form.key('email')}
          {...input('email')}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {t('saveEmail')}
        </Button>
      </Group>
    </form>
  );
}
