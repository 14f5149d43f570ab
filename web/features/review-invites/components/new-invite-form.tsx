import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import {
  CreateInviteRequestSchema,
  type CreateInviteRequest,
} from '../../../../shared/invites.schema';
import { TEXTS } from '../../../../shared/texts';
import { InviteLinkBox } from '../../../components/invite-link-box';
import { NoRolesNote } from '../../../components/no-roles-note';
import { RolePicker } from '../../../components/role-picker';
import { useMayAccess } from '../../../lib/current-member';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateInvite } from '../api/create-invite';
import { useRoles } from '../../../lib/admin-roles';
import { invitedVersionText } from '../../../lib/invited-version-text';

const LABEL_MAX_LENGTH = 120;

/** A new invite for a role, with an optional label saying whom it is for. */
export function NewInviteForm() {
  const mayManage = useMayAccess('manage');
  const roles = useRoles();
  const createInvite = useCreateInvite();
  const form = useForm<CreateInviteRequest>({
    initialValues: { identifyCode: '', label: '' },
    validate: schemaResolver(CreateInviteRequestSchema, { sync: true }),
  });
  const invite = createInvite.data?.data;
  const inviteRole = roles.data?.find((role) => invite && role.id === invite.role.id);
  const noLiveRoles = roles.data?.every((role) => role.archived);

  const submit = form.onSubmit((values) => {
    const label = values.label?.trim();
    createInvite.mutate(
      { identifyCode: values.identifyCode, ...(label ? { label } : {}) },
      {
        onSuccess: (response) => {
          showSuccess(response.status);
          form.setFieldValue('label', '');
        },
        onError: (error) => showError(error.message),
      },
    );
  });

  if (!mayManage) return null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {TEXTS.workspace.newInvite}
        </Title>
        {noLiveRoles && <NoRolesNote />}
        <form onSubmit={submit} noValidate aria-label={TEXTS.workspace.newInvite}>
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
              description="Optional: whom the link is for."
              placeholder={TEXTS.workspace.candidateLabelPlaceholder}
              maxLength={LABEL_MAX_LENGTH}
              style={{ flex: '2 1 240px' }}
              {...form.getInputProps('label')}
            />
            <Button
              type="submit"
              loading={createInvite.isPending}
              leftSection={<IconPlus size={16} />}
              mt={46}
            >
              {TEXTS.workspace.createInviteButton}
            </Button>
          </Group>
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
