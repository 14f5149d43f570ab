import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTexts } from '../../../i18n/texts';
import { frameTexts } from '../frame-texts';
import { AdminPasskeyForm } from './admin-passkey-form';
import { PasswordSignInForm } from './password-sign-in-form';

/**
 * How a member gets in: email and password first, then a passkey of their own (the passkeys
 * feature adds its button here), and the admin passkey, the owner's bootstrap and recovery key.
 */
export function SignInCard({ passkeySignIn: PasskeySignIn }: { passkeySignIn?: ComponentType }) {
  const t = useTexts(frameTexts);
  return (
    <Card withBorder padding="xl" radius="md" maw={460} mx="auto" mt="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('signInTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('staySignedIn')}
          </Text>
        </Stack>
        <PasswordSignInForm />
        {PasskeySignIn && <PasskeySignIn />}
        <Divider label={t('ownerDivider')} labelPosition="center" />
        <AdminPasskeyForm />
      </Stack>
    </Card>
  );
}
