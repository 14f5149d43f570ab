import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CSSProperties, ReactNode } from 'react';
import { IDENTIFY_CODE_MAX_LENGTH } from '../../../../shared/constants';
import { INVITE_LABEL_MAX_LENGTH } from '../../../../shared/inviting.schema';
import { INVITING_TEXTS } from '../../../../shared/inviting-texts';
import type { Role } from '../../../../shared/roles.schema';
import { TEXTS } from '../../../../shared/texts';
import { ExtraTimeField } from '../../../components/extra-time-field';
import { NoRolesNote } from '../../../components/no-roles-note';
import { RolePicker } from '../../../components/role-picker';
import type { ExtraTimeDraft } from '../../../lib/extra-time-draft';
import type { InviteFormValues } from '../lib/invite-form-schema';
import { SendChoice } from './send-choice';

type InviteForm = UseFormReturnType<InviteFormValues>;

interface RolesProps {
  form: InviteForm;
  roles: Role[] | undefined;
  rolesLoading: boolean;
  rolesError: string | null;
}

/** Whom the link is for: at most what the server keeps of a label. */
function LabelField({
  form,
  description,
  style,
}: {
  form: InviteForm;
  description: string;
  style?: CSSProperties;
}) {
  return (
    <TextInput
      label={TEXTS.workspace.candidateLabel}
      description={description}
      placeholder={TEXTS.workspace.candidateLabelPlaceholder}
      maxLength={INVITE_LABEL_MAX_LENGTH}
      style={style}
      {...form.getInputProps('label')}
      autoComplete="off"
    />
  );
}

/** The invite panel's fields, one under the other: passkey, role, code, label, extra time. */
export function PanelInviteFields({
  form,
  roles,
  rolesLoading,
  rolesError,
  noLiveRoles,
  onAskRoles,
  extraTime,
  extraTimeError,
  onExtraTime,
}: RolesProps & {
  noLiveRoles: boolean;
  /** The admin is done typing the passkey or opened the picker: the catalogue may be asked. */
  onAskRoles: () => void;
  extraTime: ExtraTimeDraft;
  extraTimeError: string | null;
  onExtraTime: (next: ExtraTimeDraft) => void;
}) {
  return (
    <>
      <PasswordInput
        label="Admin passkey"
        placeholder="The passkey printed when the server first started"
        autoComplete="current-password"
        {...form.getInputProps('passkey')}
        onBlur={onAskRoles}
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the passkey' }}
      />
      <RolePicker
        roles={roles}
        loading={rolesLoading}
        error={rolesError}
        value={form.values.identifyCode}
        onChange={(roleId) => form.setFieldValue('identifyCode', roleId)}
        onOpen={onAskRoles}
      />
      {noLiveRoles && <NoRolesNote />}
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
      <LabelField
        form={form}
        description="Optional: whom the link is for, shown in the invites list."
      />
      <ExtraTimeField
        value={extraTime}
        onChange={onExtraTime}
        error={extraTimeError}
        description="Optional: more time for this candidate only, e.g. as an accommodation."
      />
    </>
  );
}

/** The Invites page's fields, side by side where there is room: role, name, email; then sending. */
export function WorkspaceInviteFields({
  form,
  roles,
  rolesLoading,
  rolesError,
  send,
  mailOn,
  submitButton,
}: RolesProps & { send: boolean; mailOn: boolean | undefined; submitButton: ReactNode }) {
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <div style={{ flex: '2 1 280px' }}>
          <RolePicker
            roles={roles}
            loading={rolesLoading}
            error={rolesError}
            value={form.values.identifyCode}
            onChange={(roleId) => form.setFieldValue('identifyCode', roleId)}
            description="Search by title, company or code."
            waitingPlaceholder="Loading roles..."
            required
          />
        </div>
        <LabelField
          form={form}
          description="Optional: their name, or whom the link is for."
          style={{ flex: '2 1 220px' }}
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
        {submitButton}
      </Group>
    </Stack>
  );
}
