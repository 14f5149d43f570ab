import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IDENTIFY_CODE_MAX_LENGTH } from '../../../../shared/constants';
import { TEXTS } from '../../../../shared/texts';
import { InviteLinkBox } from '../../../components/invite-link-box';
import { RolePicker } from '../../../components/role-picker';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateInvite } from '../api/create-invite';
import { useRoles } from '../api/list-roles';

const CANDIDATE_LABEL_MAX_LENGTH = 120;

/** The client-side checks of SPEC A3, in its order; null when the form may be sent. */
function validationMessage(passkey: string, identifyCode: string): string | null {
  if (!passkey.trim()) return TEXTS.admin.passkeyMissing;
  if (!identifyCode.trim()) return TEXTS.admin.identifyCodeMissing;
  if (identifyCode.length > IDENTIFY_CODE_MAX_LENGTH) return TEXTS.admin.identifyCodeTooLong;
  return null;
}

export function InviteForm() {
  const [passkey, setPasskey] = useState('');
  const [identifyCode, setIdentifyCode] = useState('');
  const [label, setLabel] = useState('');
  // The passkey is only sent for the catalogue once the admin opens the picker or leaves the field,
  // so that typing it does not count as wrong guesses.
  const [rolesPasskey, setRolesPasskey] = useState('');
  const roles = useRoles(rolesPasskey);
  const createInvite = useCreateInvite();
  const invite = createInvite.data?.data;
  const inviteRole = roles.data?.find(
    (role) => invite && role.id === createInvite.variables?.identifyCode,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validationMessage(passkey, identifyCode);
    if (message) {
      showError(message);
      return;
    }
    createInvite.mutate(
      { passkey: passkey.trim(), identifyCode, label: label.trim() || undefined },
      {
        onSuccess: () => {
          showSuccess(TEXTS.admin.inviteCreated);
          setLabel('');
        },
        onError: (error) => showError(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Admin passkey"
            placeholder="The passkey printed when the server first started"
            autoComplete="current-password"
            value={passkey}
            onChange={(event) => setPasskey(event.currentTarget.value)}
            onBlur={() => setRolesPasskey(passkey.trim())}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the passkey' }}
          />
          <RolePicker
            roles={roles.data}
            loading={roles.isFetching}
            error={roles.error ? roles.error.message : null}
            value={identifyCode}
            onChange={setIdentifyCode}
            onOpen={() => setRolesPasskey(passkey.trim())}
          />
          <TextInput
            label="Identify code"
            description="Letters and numbers only: the 3-character code of the role."
            placeholder="e.g. abc (3 characters)"
            maxLength={IDENTIFY_CODE_MAX_LENGTH}
            value={identifyCode}
            onChange={(event) => setIdentifyCode(event.currentTarget.value.toLowerCase())}
            autoComplete="off"
            spellCheck={false}
          />
          <TextInput
            label={TEXTS.workspace.candidateLabel}
            description="Optional: whom the link is for, shown in the invites list."
            placeholder={TEXTS.workspace.candidateLabelPlaceholder}
            maxLength={CANDIDATE_LABEL_MAX_LENGTH}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            autoComplete="off"
          />
          <Button type="submit" size="md" loading={createInvite.isPending}>
            {TEXTS.admin.generate}
          </Button>
        </Stack>
      </form>
      {invite && (
        <InviteLinkBox
          key={invite.inviteCode}
          inviteCode={invite.inviteCode}
          expiresAt={invite.expiresAt}
          roleLabel={inviteRole ? `${inviteRole.role} at ${inviteRole.company.name}` : null}
        />
      )}
    </Stack>
  );
}
