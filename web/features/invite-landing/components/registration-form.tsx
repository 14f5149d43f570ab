import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import './registration-form.css';
import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { InvitePublicView } from '../../../../shared/invites.schema';
import { EXPERIENCE_OPTIONS, GENDER_OPTIONS } from '../../../../shared/constants';
import { TEXTS } from '../../../../shared/texts';
import { clearCandidateSession, storeCandidateSession } from '../../../lib/candidate-storage';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRegister } from '../api/register';
import { isMobileUserAgent } from '../lib/mobile-user-agent';
import { AgreementText } from './agreement-text';

// Only phones see this notice, and only after Continue: its modal loads then, not with the form.
const MobileDeviceModal = lazy(() =>
  import('./mobile-device-modal').then((module) => ({ default: module.MobileDeviceModal })),
);

// The browser's own select: on a phone it opens the system picker, and it weighs nothing, where
// Mantine's Select brings its dropdown machinery (floating-ui, ScrollArea: ~30 KiB compressed).
// The empty first option plays the placeholder; a required choice cannot go back to it.
const EXPERIENCE_DATA = [
  { value: '', label: 'Choose', disabled: true },
  ...EXPERIENCE_OPTIONS.map((value) => ({ value, label: `${value} years` })),
];
const GENDER_DATA = [
  { value: '', label: 'Choose' },
  ...GENDER_OPTIONS.map((value) => ({
    value,
    label:
      value === 'prefer-not-to-say'
        ? 'Prefer not to say'
        : value[0]!.toUpperCase() + value.slice(1),
  })),
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

function isComplete(values: FormValues): boolean {
  return Boolean(
    values.name.trim() &&
    values.email.trim() &&
    values.social.trim() &&
    values.experience &&
    values.agreed,
  );
}

/** SPEC A5's registration form. */
export function RegistrationForm({ invite }: { invite: InvitePublicView }) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  // null until a phone first presses Continue: the notice's modal is not loaded before that.
  const [mobileNotice, setMobileNotice] = useState<boolean | null>(null);
  const registration = useRegister();
  const navigate = useNavigate();
  const set = <Key extends keyof FormValues>(key: Key, value: FormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(values)) {
      showError(TEXTS.signup.missingFields);
      return;
    }
    if (isMobileUserAgent(navigator.userAgent)) {
      setMobileNotice(true);
      return;
    }
    const profile = {
      name: values.name.trim(),
      email: values.email.trim(),
      social: values.social.trim(),
      company: invite.company.name,
    };
    registration.mutate(
      {
        ...profile,
        uuid: invite.deploymentId,
        invitecode: invite.inviteCode,
        experience: values.experience as (typeof EXPERIENCE_OPTIONS)[number],
        gender: (values.gender || undefined) as (typeof GENDER_OPTIONS)[number] | undefined,
      },
      {
        onSuccess: ({ unique, status }) => {
          storeCandidateSession(invite.inviteCode, {
            ...profile,
            date: new Date().toISOString(),
            unique,
          });
          // Registering again after submitting shows the completed state, not the assessment.
          if (status === TEXTS.signup.alreadyComplete) {
            showSuccess(status);
            navigate(paths.complete(invite.inviteCode));
            return;
          }
          showSuccess(TEXTS.signup.begun);
          navigate(paths.assessment(invite.inviteCode));
        },
        onError: (error) => {
          clearCandidateSession();
          showError(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Registration">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
          />
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <NativeSelect
            label="Work experience"
            required
            data={EXPERIENCE_DATA}
            value={values.experience}
            onChange={(event) => set('experience', event.currentTarget.value)}
            classNames={{ input: 'registration-choice' }}
          />
          <NativeSelect
            label="Gender (optional)"
            data={GENDER_DATA}
            value={values.gender}
            onChange={(event) => set('gender', event.currentTarget.value)}
            classNames={{ input: 'registration-choice' }}
          />
        </SimpleGrid>
        <TextInput
          label="Social link"
          description="LinkedIn, GitHub or portfolio"
          type="url"
          placeholder="https://"
          required
          value={values.social}
          onChange={(event) => set('social', event.currentTarget.value)}
        />
        <Checkbox
          label={<AgreementText />}
          checked={values.agreed}
          onChange={(event) => set('agreed', event.currentTarget.checked)}
          styles={{ body: { alignItems: 'flex-start' } }}
        />
        <Button type="submit" size="md" loading={registration.isPending}>
          {TEXTS.signup.continue}
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
