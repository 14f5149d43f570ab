import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  UpdateAccountRequestSchema,
  type UpdateAccountRequest,
} from '../../../../shared/members.schema';
import { useTexts } from '../../../i18n/texts';
import { showSuccess } from '../../../lib/toasts';
import { accountTexts, fieldErrorText } from '../account-texts';
import { useRenameAccount } from '../api/update-account';

/** The name the team sees on scores, comments and the audit log. */
export function AccountNameForm({ name }: { name: string }) {
  const t = useTexts(accountTexts);
  const rename = useRenameAccount();
  const form = useForm<UpdateAccountRequest>({
    mode: 'uncontrolled',
    initialValues: { name },
    validate: schemaResolver(UpdateAccountRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    rename.mutate(UpdateAccountRequestSchema.parse(values), {
      onSuccess: (response) => showSuccess(response.status),
      onError: (error) => form.setFieldError('name', error.message),
    }),
  );
  const input = (field: 'name') => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldErrorText(t, props.error) };
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('nameLabel')}
          description={t('nameDescription')}
          autoComplete="name"
          style={{ flex: '1 1 240px' }}
          key={form.key('name')}
          {...input('name')}
        />
        <Button type="submit" variant="default" loading={rename.isPending}>
          {t('saveName')}
        </Button>
      </Group>
    </form>
  );
}
