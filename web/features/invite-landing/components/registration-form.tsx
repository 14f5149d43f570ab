import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import './registration-form.css';
import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { translateKnown, usePageLanguage, useTexts, type Translate } from '../../../i18n/texts';
import { isLanguage } from '../../../../shared/i18n/languages';
import { signUpTexts } from '../sign-up-texts';
import type { FieldAsk } from '../../../../shared/candidate-texts';
import type { InvitePublicView } from '../../../../shared/invites.schema';
import { EXPERIENCE_OPTIONS, GENDER_OPTIONS } from '../../../../shared/constants';
import { SIGN_UP_TEXTS } from '../../../../shared/sign-up-texts';
import { clearCandidateSession, storeCandidateSession } from '../../../lib/candidate-storage';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRegister } from '../api/register';
import { isMobileUserAgent } from '../lib/mobile-user-agent';
import { registrationFormSchema } from '../lib/sign-up-schemas';
import { AgreementText } from './agreement-text';
import { PrivacyNotice } from './privacy-notice';

// Only phones see this notice, and only after Continue: its modal loads then, not with the form.
const MobileDeviceModal = lazy(() =>
  import('./mobile-device-modal').then((module) => ({ default: module.MobileDeviceModal })),
);

const GENDER_WORDS = {
  male: 'genderMale',
  female: 'genderFemale',
  other: 'genderOther',
  'prefer-not-to-say': 'genderPreferNotToSay',
} as const;

// The browser's own select: on a phone it opens the system picker, and it weighs nothing, where
// Mantine's Select brings its dropdown machinery (floating-ui, ScrollArea: ~30 KiB compressed).
// The empty first option plays the placeholder; a required choice cannot go back to it.
const experienceData = (t: Translate<typeof signUpTexts.english>, ask: FieldAsk) => [
  { value: '', label: t('choose'), disabled: ask === 'required' },
  ...EXPERIENCE_OPTIONS.map((value) => ({ value, label: t('years', { range: value }) })),
];
const genderData = (t: Translate<typeof signUpTexts.english>) => [
  { value: '', label: t('choose') },
  ...GENDER_OPTIONS.map((value) => ({ value, label: t(GENDER_WORDS[value]) })),
];

interface FormValues {
  email: string;
  name: string;
  experience: string;
  social: string;
  gender: string;
  agreed: boolean;
}

const EMPTY: FormValues = {
  email: '',
  name: '',
  experience: '',
  social: '',
  gender: '',
  agreed: false,
};

/** The fields in the order they are shown: the first that is wrong takes the focus. */
const FIELD_ORDER: (keyof FormValues)[] = [
  'email',
  'name',
  'experience',
  'gender',
  'social',
  'agreed',
];

type Fields = InvitePublicView['texts']['fields'];

/** When the form's one message shows: a required field left empty, or the agreement unticked. */
function isComplete(values: FormValues, fields: Fields): boolean {
  return Boolean(
    values.name.trim() &&
    values.email.trim() &&
    (fields.social !== 'required' || values.social.trim()) &&
    (fields.experience !== 'required' || values.experience) &&
    values.agreed,
  );
}

/**
 * What the form holds, as the shared schema reads it: an empty field the team does not require
 * (docs/product.md#candidate-texts) is a missing one there, as "no gender" always is.
 */
const schemaInput = (values: FormValues, fields: Fields) => ({
  ...values,
  gender: values.gender || undefined,
  experience: fields.experience === 'required' ? values.experience : values.experience || undefined,
  social: fields.social === 'required' || values.social.trim() ? values.social : undefined,
});

/** The registration form (docs/product.md#registration). */
export function RegistrationForm({ invite }: { invite: InvitePublicView }) {
  const { fields } = invite.texts;
  const [schema] = useState(() => registrationFormSchema(fields));
  // The shared form schema's verdict: the server's own checks, in its words.
  const [validate] = useState(() => {
    const checkForm = schemaResolver(schema, { sync: true });
    return (values: FormValues): FormErrors => checkForm(schemaInput(values, fields));
  });
  const form = useForm<FormValues>({ initialValues: EMPTY, validate });
  // null until a phone first presses Continue: the notice's modal is not loaded before that.
  const [mobileNotice, setMobileNotice] = useState<boolean | null>(null);
  const registration = useRegister();
  const navigate = useNavigate();
  const t = useTexts(signUpTexts);
  // The language the candidate reads this page in: their mails and later pages follow it
  // (docs/languages.md). A pseudo-locale is a test's, never the candidate's.
  const pageLanguage = usePageLanguage();
  const language = isLanguage(pageLanguage) ? pageLanguage : undefined;
  const known = (text: string) => translateKnown(signUpTexts, t, text);
  // A field's check speaks the server's English (shared/registration-messages.ts): shown translated.
  const input = (field: keyof FormValues, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(field, options);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' ? known(error) : (error as ReactNode) };
  };

  // Each wrong field says what is wrong under it; the first takes the focus. Empty required
  // fields also raise the form's one message.
  const refuse = (errors: FormErrors, values: FormValues) => {
    if (!isComplete(values, fields)) showError(t('missingFields'));
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((values) => {
    // Only a role whose team asks for a computer turns phones and tablets away (docs/product.md#answer-types).
    if (invite.requireComputer && isMobileUserAgent(navigator.userAgent)) {
      setMobileNotice(true);
      return;
    }
    // Valid here: the schema's output is what is sent (trimmed, and typed).
    const { name, email, social, experience, gender } = schema.parse(schemaInput(values, fields));
    const profile = { name, email, social: social ?? '', company: invite.company.name };
    registration.mutate(
      {
        ...profile,
        // Not sent when left out: only a link, or nothing, is a social link to the server.
        social,
        uuid: invite.deploymentId,
        invitecode: invite.inviteCode,
        experience,
        gender,
        language,
      },
      {
        onSuccess: ({ unique, status }) => {
          storeCandidateSession(invite.inviteCode, {
            ...profile,
            date: new Date().toISOString(),
            unique,
          });
          // Registering again after submitting shows the completed state, not the assessment.
          if (status === SIGN_UP_TEXTS.alreadyComplete) {
            showSuccess(t('alreadyComplete'));
            void navigate(paths.complete(invite.inviteCode));
            return;
          }
          showSuccess(t('begun'));
          void navigate(paths.assessment(invite.inviteCode));
        },
        onError: (error) => {
          clearCandidateSession();
          showError(known(error.message));
        },
      },
    );
  }, refuse);

  return (
    <form onSubmit={submit} noValidate aria-label={t('formName')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...input('email')}
          />
          <TextInput label={t('fullName')} autoComplete="name" required {...input('name')} />
          {fields.experience !== 'off' && (
            <NativeSelect
              label={t('experience')}
              required={fields.experience === 'required'}
              data={experienceData(t, fields.experience)}
              {...input('experience')}
              classNames={{ input: 'registration-choice' }}
            />
          )}
          {fields.gender !== 'off' && (
            <NativeSelect
              label={t('gender')}
              data={genderData(t)}
              {...input('gender')}
              classNames={{ input: 'registration-choice' }}
            />
          )}
        </SimpleGrid>
        {fields.social !== 'off' && (
          <TextInput
            label={t('social')}
            description={t('socialHint')}
            type="url"
            placeholder="https://"
            required={fields.social === 'required'}
            {...input('social')}
          />
        )}
        <Checkbox
          label={<AgreementText html={invite.texts.agreement} />}
          {...input('agreed', { type: 'checkbox' })}
          styles={{ body: { alignItems: 'flex-start' } }}
        />
        <PrivacyNotice privacy={invite.privacy} />
        <Button type="submit" size="md" loading={registration.isPending}>
          {t('continue')}
        </Button>
      </Stack>
      {mobileNotice !== null && (
        <Suspense fallback={null}>
          <MobileDeviceModal opened={mobileNotice} onClose={() => setMobileNotice(false)} />
        </Suspense>
      )}
    </form>
  );
}
