import { Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { InvitePublicView } from '../../../../shared/invites.schema';
import { EXPERIENCE_OPTIONS, GENDER_OPTIONS } from '../../../../shared/registration.schema';
import { TEXTS } from '../../../../shared/texts';
import { clearCandidateSession, storeCandidateSession } from '../../../lib/candidate-storage';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRegister } from '../api/register';
import { gatherDeviceInfo, isMobileUserAgent } from '../lib/device-info';
import { AgreementText } from './agreement-text';
import { MobileDeviceModal } from './mobile-device-modal';

const EXPERIENCE_DATA = EXPERIENCE_OPTIONS.map((value) => ({ value, label: `${value} years` }));
const GENDER_DATA = GENDER_OPTIONS.map((value) => ({
  value,
  label:
    value === 'prefer-not-to-say' ? 'Prefer not to say' : value[0]!.toUpperCase() + value.slice(1),
}));

interface FormValues {
  email: string;
  name: string;
  experience: string | null;
  social: string;
  gender: string | null;
  agreed: boolean;
}

const EMPTY: FormValues = {
  email: '',
  name: '',
  experience: null,
  social: '',
  gender: null,
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
  const [mobileNotice, setMobileNotice] = useState(false);
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
        gender: (values.gender ?? undefined) as (typeof GENDER_OPTIONS)[number] | undefined,
        data: gatherDeviceInfo(),
      },
      {
        onSuccess: ({ unique }) => {
          storeCandidateSession(invite.inviteCode, {
            ...profile,
            date: new Date().toISOString(),
            unique,
          });
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
          <Select
            label="Work experience"
            placeholder="Choose"
            required
            data={EXPERIENCE_DATA}
            value={values.experience}
            onChange={(value) => set('experience', value)}
          />
          <Select
            label="Gender (optional)"
            placeholder="Choose"
            clearable
            data={GENDER_DATA}
            value={values.gender}
            onChange={(value) => set('gender', value)}
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
      <MobileDeviceModal opened={mobileNotice} onClose={() => setMobileNotice(false)} />
    </form>
  );
}
