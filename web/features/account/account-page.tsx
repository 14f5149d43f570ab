import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { OWNER_MEMBER_ID } from '../../../shared/owner';
import { MEMBER_ROLE_LABELS } from '../../../shared/team.schema';
import { LoadError } from '../../components/load-error';
import { usePageTitle } from '../../lib/page-title';
import { useAccount } from './api/get-account';
import { AccountEmailForm } from './components/account-email-form';
import { AccountNameForm } from './components/account-name-form';
import { ApiTokensSection } from './components/api-tokens-section';
import { PasswordForm } from './components/password-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * One's own account: name, email, password, passkeys, mail choices and personal API tokens. The
 * route hands in the passkeys and mail features' sections (features do not import each other).
 */
export function AccountPage({
  passkeys: Passkeys,
  mail: Mail,
}: {
  passkeys?: ComponentType;
  mail?: ComponentType<{ hasEmail: boolean }>;
}) {
  usePageTitle('Admin', 'My account');
  const account = useAccount();

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={2}>
        <Title order={1}>My account</Title>
        {account.data && (
          <Text c="dimmed" size="sm">
            {account.data.email ?? 'The admin passkey'} · {MEMBER_ROLE_LABELS[account.data.role]}
          </Text>
        )}
      </Stack>
      {account.isPending ? (
        <Skeleton height={160} />
      ) : account.isError ? (
        <LoadError
          title="Could not load your account"
          message={account.error.message}
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
        />
      ) : (
        <>
          <Section title="Name">
            <AccountNameForm name={account.data.name} />
          </Section>
          <Section title="Email">
            <AccountEmailForm email={account.data.email} />
          </Section>
          {account.data.id === OWNER_MEMBER_ID ? (
            <Section title="Password">
              <Text size="sm" c="dimmed">
                The built-in owner signs in with the admin passkey, the team&apos;s recovery key.
              </Text>
            </Section>
          ) : (
            <Section title="Password">
              <PasswordForm hasPassword={account.data.hasPassword} />
            </Section>
          )}
          {Passkeys && (
            <Section title="Passkeys">
              <Passkeys />
            </Section>
          )}
          {Mail && (
            <Section title="Mail">
              <Mail hasEmail={account.data.email !== null} />
            </Section>
          )}
        </>
      )}
      <Section title="API tokens">
        <ApiTokensSection />
      </Section>
    </Stack>
  );
}
