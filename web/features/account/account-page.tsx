import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { MEMBER_ROLE_LABELS } from '../../../shared/team.schema';
import { LoadError } from '../../components/load-error';
import { usePageTitle } from '../../lib/page-title';
import { useAccount } from './api/get-account';
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
 * One's own account: name, password, passkeys and personal API tokens. The route hands in the
 * passkeys feature's section (features do not import each other).
 */
export function AccountPage({ passkeys: Passkeys }: { passkeys?: ComponentType }) {
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
          {account.data.email === null ? (
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
        </>
      )}
      <Section title="API tokens">
        <ApiTokensSection />
      </Section>
    </Stack>
  );
}
