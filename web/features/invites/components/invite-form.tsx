import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { CreateInviteRequest, CreateInviteResponse } from '../../../../shared/invites.schema';
import { InviteLinkBox } from '../../../components/invite-link-box';
import { NoRolesNote } from '../../../components/no-roles-note';
import { translateKnown, useTexts, type Translate } from '../../../i18n/texts';
import { useRoles } from '../../../lib/admin-roles';
import { extraTimeOf, type ExtraTimeDraft } from '../../../lib/extra-time-draft';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateInvite } from '../api/create-invite';
import { invitesTexts } from '../invites-texts';
import {
  checkInviteForm,
  PanelInviteSchema,
  type InviteFormValues,
} from '../lib/invite-form-schema';
import { PanelInviteFields, WorkspaceInviteFields } from './invite-form-fields';
import { useExtraTimeLabel } from '../hooks/use-extra-time-label';

const PANEL_FIELD_ORDER = ['passkey', 'identifyCode', 'label'] as const;

type InvitesTranslate = Translate<typeof invitesTexts.english>;

/** The panel tells its first refusal, in the form's order, as an error toast too. */
function showFirstRefusal(errors: FormErrors, t: InvitesTranslate) {
  const first = PANEL_FIELD_ORDER.find((field) => field in errors);
  const message = first && errors[first];
  if (typeof message === 'string') showError(translateKnown(invitesTexts, t, message));
}

/**
 * What a new invite asks, under its link: "Uses version 3 of Data Analyst at Acme. Extra time:
 * +25 %." The version is the one frozen in the invite: editing the role later does not change it.
 */
function invitedVersionText(
  t: InvitesTranslate,
  extraTimeLabel: ReturnType<typeof useExtraTimeLabel>,
  invite: CreateInviteResponse['data'],
  company: string | undefined,
): string {
  const values = { version: invite.role.version, title: invite.role.title, company };
  const uses = company ? t('invitedVersionAt', values) : t('invitedVersion', values);
  return invite.extraTime
    ? t('invitedWithExtraTime', { uses, extraTime: extraTimeLabel(invite.extraTime) })
    : uses;
}

export type InviteFormProps =
  | { screen: 'panel' }
  /** `mailOn`: SMTP is set, so the invite may be sent by mail (undefined while not known). */
  | { screen: 'workspace'; mailOn: boolean | undefined };

/**
 * A new invite to a role, and its link once made: the one form of both screens that create
 * invites. The invite panel (/admin) has the passkey for access and extra time; the workspace's
 * Invites page uses the session and may send the invite by mail to the person it is for.
 * Its parts go into the caller's stack: the workspace's note about having no roles, the form,
 * the link.
 */
export function InviteForm(props: InviteFormProps) {
  const { screen } = props;
  const t = useTexts(invitesTexts);
  const extraTimeLabel = useExtraTimeLabel();
  const form = useForm<InviteFormValues>({
    initialValues: { passkey: '', identifyCode: '', label: '', email: '', send: false },
    validate: (values) => checkInviteForm(screen, values),
  });
  // The panel sends the passkey for the catalogue only once the admin opens the picker or leaves
  // the field, so that typing it does not count as wrong guesses.
  const [rolesPasskey, setRolesPasskey] = useState('');
  const roles = useRoles(screen === 'panel' ? rolesPasskey : undefined);
  const [extraTime, setExtraTime] = useState<ExtraTimeDraft>({ kind: 'none' });
  const [extraTimeError, setExtraTimeError] = useState<string | null>(null);
  const createInvite = useCreateInvite();
  const invite = createInvite.data?.data;
  const inviteRole = roles.data?.find((role) => invite && role.id === invite.role.id);
  // Archived roles take no invites: with none live, the form says where to make one.
  const noLiveRoles = roles.data?.every((role) => role.archived) === true;
  const send = props.screen === 'workspace' && Boolean(form.values.send) && props.mailOn === true;

  const submit = form.onSubmit(
    (values) => {
      let request: CreateInviteRequest;
      let passkey: string | undefined;
      if (screen === 'panel') {
        // Valid here: what is sent is the schema's output (trimmed, the code lower-cased).
        const parsed = PanelInviteSchema.parse(values);
        const extra = extraTimeOf(extraTime);
        if (!extra.ok) {
          setExtraTimeError(t('extraMinutesMissing'));
          showError(t('extraMinutesMissing'));
          return;
        }
        passkey = parsed.passkey;
        request = {
          identifyCode: parsed.identifyCode,
          ...(parsed.label ? { label: parsed.label } : {}),
          ...(extra.extraTime ? { extraTime: extra.extraTime } : {}),
        };
      } else {
        const label = values.label?.trim();
        const email = values.email?.trim();
        request = {
          identifyCode: values.identifyCode,
          ...(label ? { label } : {}),
          ...(email ? { email } : {}),
          send,
        };
      }
      createInvite.mutate(
        { request, passkey },
        {
          onSuccess: (response) => {
            showSuccess(response.status);
            form.setValues({ label: '', email: '' });
            setExtraTime({ kind: 'none' });
          },
          onError: (error) => showError(error.message),
        },
      );
    },
    screen === 'panel' ? (errors) => showFirstRefusal(errors, t) : undefined,
  );

  const rolesError = roles.error ? roles.error.message : null;
  const identifyCodeError = form.errors.identifyCode as string | undefined;
  const submitButton =
    screen === 'panel' ? (
      <Button type="submit" size="md" loading={createInvite.isPending}>
        {t('generate')}
      </Button>
    ) : (
      <Button
        type="submit"
        loading={createInvite.isPending}
        leftSection={send ? <IconSend size={16} /> : <IconPlus size={16} />}
      >
        {send ? t('createAndSend') : t('createInviteButton')}
      </Button>
    );

  return (
    <>
      {props.screen === 'workspace' && noLiveRoles && <NoRolesNote />}
      {props.screen === 'panel' ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PanelInviteFields
              form={form}
              roles={roles.data}
              rolesLoading={roles.isFetching}
              rolesError={rolesError}
              noLiveRoles={noLiveRoles}
              onAskRoles={() => setRolesPasskey(form.values.passkey.trim())}
              extraTime={extraTime}
              extraTimeError={extraTimeError}
              onExtraTime={(next) => {
                setExtraTime(next);
                setExtraTimeError(null);
              }}
            />
            {submitButton}
          </Stack>
        </form>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('newInvite')}>
          <WorkspaceInviteFields
            form={form}
            roles={roles.data}
            rolesLoading={roles.isFetching}
            rolesError={
              identifyCodeError ? translateKnown(invitesTexts, t, identifyCodeError) : rolesError
            }
            send={send}
            mailOn={props.mailOn}
            submitButton={submitButton}
          />
        </form>
      )}
      {invite && (
        <InviteLinkBox
          key={invite.inviteCode}
          inviteCode={invite.inviteCode}
          expiresAt={invite.expiresAt}
          roleLabel={invitedVersionText(t, extraTimeLabel, invite, inviteRole?.company.name)}
        />
      )}
    </>
  );
}
