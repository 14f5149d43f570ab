import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import { IDENTIFY_CODE_MAX_LENGTH } from '../../../../shared/constants';
import { TEXTS } from '../../../../shared/texts';
import { ExtraTimeField } from '../../../components/extra-time-field';
import { InviteLinkBox } from '../../../components/invite-link-box';
import { RolePicker } from '../../../components/role-picker';
import { ApiError } from '../../../lib/api-client';
import { extraTimeOf, type ExtraTimeDraft } from '../../../lib/extra-time-draft';
import { invitedVersionText } from '../../../lib/invited-version-text';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateInvite } from '../api/create-invite';
import { useRoles } from '../api/list-roles';
import { InviteFormSchema, type InviteFormValues } from '../lib/invite-form-schema';
import { NoRolesNote } from '../../../components/no-roles-note';

const CANDIDATE_LABEL_MAX_LENGTH = 120;

const FIELD_ORDER = ['passkey', 'identifyCode', 'label'] as const;

/** The first refusal, in the form's order, as an error toast (docs/product.md#invite-panel). */
function showFirstRefusal(errors: FormErrors) {
  const first = FIELD_ORDER.find((field) => field in errors);
  const message = first && errors[first];
  if (typeof message === 'string') showError(message);
}

export function InviteForm() {
  const form = useForm<InviteFormValues>({
    initialValues: { passkey: '', identifyCode: '', label: '' },
    validate: schemaResolver(InviteFormSchema, { sync: true }),
  });
  const { passkey, identifyCode } = form.values;
  // The passkey is only sent for the catalogue once the admin opens the picker or leaves the field,
  // so that typing it does not count as wrong guesses.
  const [rolesPasskey, setRolesPasskey] = useState('');
  const roles = useRoles(rolesPasskey);
  // Archived roles take no invites: the picker offers the live ones alone.
  const liveRoles = roles.data?.filter((role) => !role.archived);
  const [extraTime, setExtraTime] = useState<ExtraTimeDraft>({ kind: 'none' });
  const [extraTimeError, setExtraTimeError] = useState<string | null>(null);
  const createInvite = useCreateInvite();
  const invite = createInvite.data?.data;
  const inviteRole = roles.data?.find((role) => invite && role.id === invite.role.id);

  const submit = form.onSubmit((values) => {
    // Valid here: what is sent is the schema's output (trimmed, the code lower-cased).
    const { passkey, identifyCode, label } = InviteFormSchema.parse(values);
    const extra = extraTimeOf(extraTime);
    if (!extra.ok) {
      setExtraTimeError(extra.error);
      showError(extra.error);
      return;
    }
    createInvite.mutate(
      { passkey, identifyCode, label: label || undefined, extraTime: extra.extraTime },
      {
        onSuccess: () => {
          showSuccess(TEXTS.admin.inviteCreated);
          form.setFieldValue('label', '');
          setExtraTime({ kind: 'none' });
        },
        onError: (error) => showError(error instanceof ApiError ? error.message : String(error)),
      },
    );
  }, showFirstRefusal);

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Admin passkey"
            placeholder="The passkey printed when the server first started"
            autoComplete="current-password"
            {...form.getInputProps('passkey')}
            onBlur={() => setRolesPasskey(passkey.trim())}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the passkey' }}
          />
          <RolePicker
            roles={liveRoles}
            loading={roles.isFetching}
            error={roles.error ? roles.error.message : null}
            value={identifyCode}
            onChange={(roleId) => form.setFieldValue('identifyCode', roleId)}
            onOpen={() => setRolesPasskey(passkey.trim())}
          />
          {liveRoles?.length === 0 && <NoRolesNote />}
          <TextInput
            label="Identify code"
            description="Letters and numbers only: the 3-character code of the role."
            placeholder="e.g. abc (3 characters)"
            maxLength={IDENTIFY_CODE_MAX_LENGTH}
            {...form.getInputProps('identifyCode')}
            onChange={(event) =>
              form.setFieldValue('identifyCode', event.currentTarget.value.toLowerCase())
            }
            autoComplete="off"
            spellCheck={false}
          />
          <TextInput
            label={TEXTS.workspace.candidateLabel}
            description="Optional: whom the link is for, shown in the invites list."
            placeholder={TEXTS.workspace.candidateLabelPlaceholder}
            maxLength={CANDIDATE_LABEL_MAX_LENGTH}
            {...form.getInputProps('label')}
            autoComplete="off"
          />
          <ExtraTimeField
            value={extraTime}
            onChange={(next) => {
              setExtraTime(next);
              setExtraTimeError(null);
            }}
            error={extraTimeError}
            description="Optional: more time for this candidate only, e.g. as an accommodation."
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
          roleLabel={invitedVersionText(invite, inviteRole?.company.name)}
        />
      )}
    </Stack>
  );
}
