import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus, IconSend, IconUsersPlus } from '@tabler/icons-react';
import {
  CreateInviteRequestSchema,
  type CreateInviteRequest,
} from '../../../../shared/invites.schema';
import { INVITING_TEXTS } from '../../../../shared/inviting-texts';
import { TEXTS } from '../../../../shared/texts';
import { InviteLinkBox } from '../../../components/invite-link-box';
import { SendChoice } from './send-choice';
import { NoRolesNote } from '../../../components/no-roles-note';
import { RolePicker } from '../../../components/role-picker';
import { useMayAccess } from '../../../lib/current-member';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateInvite } from '../api/create-invite';
import { useRoles } from '../../../lib/admin-roles';
import { invitedVersionText } from '../../../lib/invited-version-text';

const LABEL_MAX_LENGTH = 120;
const checkSchema = schemaResolver(CreateInviteRequestSchema, { sync: true });

interface NewInviteFormProps {
  /** SMTP is set: invites may be sent by mail. Undefined while not known yet. */
  mailOn: boolean | undefined;
  onInviteSeveral: () => void;
}

/**
 * A new invite for a role, for a named person with their email or not; sent by mail at once, or a
 * link to copy.
 */
export function NewInviteForm({ mailOn, onInviteSeveral }: NewInviteFormProps) {
  const mayManage = useMayAccess('manage');
  const roles = useRoles();
  const createInvite = useCreateInvite();
  const form = useForm<CreateInviteRequest>({
    initialValues: { identifyCode: '', label: '', email: '', send: false },
    validate: (values) => ({
      ...checkSchema(values),
      ...(values.send && !values.email?.trim() ? { email: INVITING_TEXTS.sendNeedsEmail } : {}),
    }),
  });
  const invite = createInvite.data?.data;
  const inviteRole = roles.data?.find((role) => invite && role.id === invite.role.id);
  const noLiveRoles = roles.data?.every((role) => role.archived);
  const send = Boolean(form.values.send) && mailOn === true;

  const submit = form.onSubmit((values) => {
    const label = values.label?.trim();
    const email = values.email?.trim();
    createInvite.mutate(
      {
        identifyCode: values.identifyCode,
        ...(label ? { label } : {}),
        ...(email ? { email } : {}),
        send,
      },
      {
        onSuccess: (response) => {
          showSuccess(response.status);
          form.setValues({ label: '', email: '' });
        },
        onError: (error) => showError(error.message),
      },
    );
  });

  if (!mayManage) return null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {TEXTS.workspace.newInvite}
          </Title>
          <Button
            variant="light"
            leftSection={<IconUsersPlus size={16} />}
            onClick={onInviteSeveral}
          >
            {INVITING_TEXTS.bulk.open}
          </Button>
        </Group>
        {noLiveRoles && <NoRolesNote />}
        <form onSubmit={submit} noValidate aria-label={TEXTS.workspace.newInvite}>
          <Stack gap="md">
            <Group align="flex-start" gap="md" wrap="wrap">
              <div style={{ flex: '2 1 280px' }}>
                <RolePicker
                  roles={roles.data}
                  loading={roles.isFetching}
                  error={
                    (form.errors.identifyCode as string | undefined) ??
                    (roles.error ? roles.error.message : null)
                  }
                  value={form.values.identifyCode}
                  onChange={(roleId) => form.setFieldValue('identifyCode', roleId)}
                  description="Search by title, company or code."
                  waitingPlaceholder="Loading roles..."
                  required
                />
              </div>
              <TextInput
                label={TEXTS.workspace.candidateLabel}
                description="Optional: their name, or whom the link is for."
                placeholder={TEXTS.workspace.candidateLabelPlaceholder}
                maxLength={LABEL_MAX_LENGTH}
                style={{ flex: '2 1 220px' }}
                {...form.getInputProps('label')}
              />
              <TextInput
                type="email"
                label={INVITING_TEXTS.emailLabel}
                description="Optional: where the invite is sent."
                placeholder={INVITING_TEXTS.emailPlaceholder}
                maxLength={254}
                style={{ flex: '2 1 220px' }}
                {...form.getInputProps('email')}
              />
            </Group>
            <Group align="flex-end" gap="md" wrap="wrap" justify="space-between">
              <SendChoice
                send={send}
                onChange={(choice) => form.setFieldValue('send', choice)}
                mailOn={mailOn}
                style={{ flex: '1 1 260px' }}
              />
              <Button
                type="submit"
                loading={createInvite.isPending}
                leftSection={send ? <IconSend size={16} /> : <IconPlus size={16} />}
              >
                {send ? INVITING_TEXTS.createAndSend : TEXTS.workspace.createInviteButton}
              </Button>
            </Group>
          </Stack>
        </form>
        {invite && (
          <InviteLinkBox
            key={invite.inviteCode}
            inviteCode={invite.inviteCode}
            expiresAt={invite.expiresAt}
            roleLabel={invitedVersionText(invite, inviteRole?.company.name)}
          />
        )}
      </Stack>
    </Card>
  );
}
