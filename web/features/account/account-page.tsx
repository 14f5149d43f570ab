import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { OWNER_MEMBER_ID } from '../../../shared/owner';
import { LoadError } from '../../components/load-error';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { accountTexts } from './account-texts';
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
  const t = useTexts(accountTexts);
  usePageTitle(t('pageTitle'), t('pageSubtitle'));
  const account = useAccount();

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={2}>
        <Title order={1}>{t('heading')}</Title>
        {account.data && (
          <Text c="dimmed" size="sm">
            {t('whoAndRole', {
              who: account.data.email ?? t('adminPasskey'),
              role: t('role', { role: account.data.role }),
            })}
          </Text>
        )}
      </Stack>
      {account.isPending ? (
        <Skeleton height={160} />
      ) : account.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={account.error.message}
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
          retryLabel={t('retry')}
        />
      ) : (
        <>
          <Section title={t('nameSection')}>
            <AccountNameForm name={account.data.name} />
          </Section>
          <Section title={t('emailSection')}>
            <AccountEmailForm email={account.data.email} />
          </Section>
          {account.data.id === OWNER_MEMBER_ID ? (
            <Section title={t('passwordSection')}>
              <Text size="sm" c="dimmed">
                {t('builtInOwnerPassword')}
              </Text>
            </Section>
          ) : (
            <Section title={t('passwordSection')}>
              <PasswordForm hasPassword={account.data.hasPassword} />
            </Section>
          )}
          {Passkeys && (
            <Section title={t('passkeysSection')}>
              <Passkeys />
            </Section>
          )}
          {Mail && (
            <Section title={t('mailSection')}>
              <Mail hasEmail={account.data.email !== null} />
            </Section>
          )}
        </>
      )}
      <Section title={t('apiTokensSection')}>
        <ApiTokensSection />
      </Section>
    </Stack>
  );
}
