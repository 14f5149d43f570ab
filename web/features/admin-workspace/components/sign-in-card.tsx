import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { TEXTS } from '../../../../shared/texts';
import { AdminPasskeyForm } from './admin-passkey-form';
import { PasswordSignInForm } from './password-sign-in-form';

/**
 * How a member gets in: email and password first, then a passkey of their own (the passkeys
 * feature adds its button here), and the admin passkey, the owner's bootstrap and recovery key.
 */
export function SignInCard({ passkeySignIn: PasskeySignIn }: { passkeySignIn?: ComponentType }) {
  return (
    <Card withBorder padding="xl" radius="md" maw={460} mx="auto" mt="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {TEXTS.workspace.signInTitle}
          </Title>
          <Text c="dimmed" size="sm">
            You stay signed in on this browser for 12 hours of activity.
          </Text>
        </Stack>
        <PasswordSignInForm />
        {PasskeySignIn && <PasskeySignIn />}
        <Divider label="The team's owner" labelPosition="center" />
        <AdminPasskeyForm />
      </Stack>
    </Card>
  );
}
