import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  UpdateAccountRequestSchema,
  type UpdateAccountRequest,
} from '../../../../shared/members.schema';
import { showSuccess } from '../../../lib/toasts';
import { useRenameAccount } from '../api/update-account';

/** The name the team sees on scores, comments and the audit log. */
export function AccountNameForm({ name }: { name: string }) {
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
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Name"
          description="The team sees it on your scores, comments and in the audit log."
          autoComplete="name"
          style={{ flex: '1 1 240px' }}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Button type="submit" variant="default" loading={rename.isPending}>
          Save name
        </Button>
      </Group>
    </form>
  );
}
