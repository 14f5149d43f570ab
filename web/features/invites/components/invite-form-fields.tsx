import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CSSProperties, ReactNode } from 'react';
import { IDENTIFY_CODE_MAX_LENGTH } from '../../../../shared/constants';
import { INVITE_LABEL_MAX_LENGTH } from '../../../../shared/inviting.schema';
import type { Role } from '../../../../shared/roles.schema';
import { ExtraTimeField } from '../../../components/extra-time-field';
import { NoRolesNote } from '../../../components/no-roles-note';
import { RolePicker } from '../../../components/role-picker';
import { translateKnown, useTexts } from '../../../i18n/texts';
import type { ExtraTimeDraft } from '../../../lib/extra-time-draft';
import { invitesTexts } from '../invites-texts';
import type { InviteFormValues } from '../lib/invite-form-schema';
import { SendChoice } from './send-choice';

type InviteForm = UseFormReturnType<InviteFormValues>;

/**
 * A field's props with its refusal in the page's language: the shared schemas word it in English
 * (shared/texts.ts, shared/inviting-texts.ts), which the catalogue holds too.
 */
function useInputProps(form: InviteForm) {
  const t = useTexts(invitesTexts);
  return (field: keyof InviteFormValues) => {
    const props = form.getInputProps(field);
    const error: unknown = props.error;
    return {
      ...props,
      error:
        typeof error === 'string' ? translateKnown(invitesTexts, t, error) : (error as ReactNode),
    };
  };
}

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
  const t = useTexts(invitesTexts);
  const inputProps = useInputProps(form);
  return (
    <TextInput
      label={t('candidateLabel')}
      description={description}
      placeholder={t('candidateLabelPlaceholder')}
      maxLength={INVITE_LABEL_MAX_LENGTH}
      style={style}
      {...inputProps('label')}
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
  const t = useTexts(invitesTexts);
  const inputProps = useInputProps(form);
  return (
    <>
      <PasswordInput
        label={t('passkeyLabel')}
        placeholder={t('passkeyPlaceholder')}
        autoComplete="current-password"
        {...inputProps('passkey')}
        onBlur={onAskRoles}
        visibilityToggleButtonProps={{ 'aria-label': t('passkeyToggle') }}
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
        label={t('identifyCodeLabel')}
        description={t('identifyCodeDescription')}
        placeholder={t('identifyCodePlaceholder')}
        maxLength={IDENTIFY_CODE_MAX_LENGTH}
        {...inputProps('identifyCode')}
        onChange={(event) =>
          form.setFieldValue('identifyCode', event.currentTarget.value.toLowerCase())
        }
        autoComplete="off"
        spellCheck={false}
      />
      <LabelField form={form} description={t('panelLabelDescription')} />
      <ExtraTimeField
        value={extraTime}
        onChange={onExtraTime}
        error={extraTimeError}
        description={t('panelExtraTimeDescription')}
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
  const t = useTexts(invitesTexts);
  const inputProps = useInputProps(form);
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
            description={t('roleSearchDescription')}
            waitingPlaceholder={t('loadingRoles')}
            required
          />
        </div>
        <LabelField
          form={form}
          description={t('workspaceLabelDescription')}
          style={{ flex: '2 1 220px' }}
        />
        <TextInput
          type="email"
          label={t('emailLabel')}
          description={t('emailDescription')}
          placeholder={t('emailPlaceholder')}
          maxLength={254}
          style={{ flex: '2 1 220px' }}
          {...inputProps('email')}
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
