import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CreateMemberInviteRequestSchema,
  type CreateMemberInviteRequest,
} from '../../../../shared/members.schema';
import { MemberRoleSchema } from '../../../../shared/team.schema';
import { useTexts } from '../../../i18n/texts';
import { showSuccess } from '../../../lib/toasts';
import { useInviteMember } from '../api/team-members';
import { fieldErrorText, teamTexts } from '../team-texts';

/** A one-time link for a new member, with the role they will have; copied and sent by hand. */
export function InviteMemberForm() {
  const t = useTexts(teamTexts);
  const invite = useInviteMember();
  const [link, setLink] = useState<string | null>(null);
  const form = useForm<CreateMemberInviteRequest>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', role: 'reviewer' },
    validate: schemaResolver(CreateMemberInviteRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(CreateMemberInviteRequestSchema.parse(values), {
      onSuccess: (response) => {
        showSuccess(response.status);
        setLink(response.data.link);
        form.reset();
      },
      onError: (error) => form.setFieldError('name', error.message),
    }),
  );
  const input = (field: keyof CreateMemberInviteRequest) => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldErrorText(t, props.error) };
  };
  const roleOptions = MemberRoleSchema.options.map((role) => ({
    value: role,
    label: t('role', { role }),
  }));

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('name')}
            style={{ flex: '1 1 180px' }}
            key={form.key('name')}
            {...input('name')}
          />
          <TextInput
            label={t('emailOptional')}
            type="email"
            style={{ flex: '1 1 200px' }}
            key={form.key('email')}
            {...input('email')}
          />
          <Select
            label={t('roleField')}
            data={roleOptions}
            allowDeselect={false}
            style={{ flex: '0 1 150px' }}
            key={form.key('role')}
            {...input('role')}
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconUserPlus size={16} />}
            loading={invite.isPending}
          >
            {t('createInvite')}
          </Button>
        </Group>
      </form>
      {link && (
        <Alert color="indigo" variant="light" title={t('sendLink')}>
          <Stack gap="xs">
            <Textarea
              label={t('inviteLink')}
              autosize
              minRows={1}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Group gap="xs">
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    onClick={copy}
                  >
                    {copied ? t('copied') : t('copyLink')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
