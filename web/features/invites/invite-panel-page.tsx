import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminFrame } from '../../components/admin-frame';
import { useTexts } from '../../i18n/texts';
import { usePageTitle } from '../../lib/page-title';
import { InviteForm } from './components/invite-form';
import { invitesTexts } from './invites-texts';

/** Who opened the panel, as the route knows from the session. */
export type InvitePanelVisitor =
  /** The session is still being checked. */
  | { kind: 'checking' }
  /** Nobody is signed in: the passkey is the access, exactly as the panel always was. */
  | { kind: 'passkey' }
  /**
   * A member is signed in: the header keeps their menu; one who may invite does it with the
   * session (`mailOn`: SMTP is set), one who may not gets the passkey form.
   */
  | {
      kind: 'member';
      menu: ReactNode;
      settings: boolean;
      mayInvite: boolean;
      mailOn: boolean | undefined;
    };

/** The invite panel (/admin): an invite made with the admin passkey, or a member's session. */
export function InvitePanelPage({
  visitor = { kind: 'passkey' },
}: {
  visitor?: InvitePanelVisitor;
}) {
  const t = useTexts(invitesTexts);
  // The tab names the admin panel too.
  usePageTitle(t('panelTitle'));
  const member = visitor.kind === 'member' ? visitor : null;
  return (
    <AdminFrame size="sm" rightSection={member?.menu} settings={member?.settings}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('panelTitle')}
          </Title>
          <Text c="dimmed">{t('panelLead')}</Text>
        </Stack>
        <Card withBorder padding="xl" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            {visitor.kind === 'checking' ? (
              <Skeleton height={240} aria-label={t('loading')} />
            ) : member?.mayInvite ? (
              <InviteForm screen="workspace" mailOn={member.mailOn} />
            ) : (
              <InviteForm screen="panel" />
            )}
          </Stack>
        </Card>
      </Stack>
    </AdminFrame>
  );
}
