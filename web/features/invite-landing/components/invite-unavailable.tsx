import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconCalendarX } from '@tabler/icons-react';
import { INVITE_REFUSAL_CODES, INVITE_TEXTS } from '../../../../shared/invite-texts';
import { PageShell } from '../../../components/page-shell';
import { usePageTitle } from '../../../lib/page-title';

const PAGE = INVITE_TEXTS.page;

/**
 * An invite that existed but can no longer be used: say which way (withdrawn by the team, or
 * expired) and what to do; the server's `code` decides, its text is what happened.
 */
export function InviteUnavailable({ message, code }: { message: string; code?: string }) {
  const withdrawn = code === INVITE_REFUSAL_CODES.withdrawn;
  const expired = code === INVITE_REFUSAL_CODES.expired;
  const title = withdrawn
    ? PAGE.withdrawnTitle
    : expired
      ? PAGE.expiredTitle
      : PAGE.unavailableTitle;
  usePageTitle(title);
  return (
    <PageShell>
      <Container size="sm" py={64}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Alert
            color={withdrawn ? 'red' : 'yellow'}
            variant="light"
            icon={withdrawn ? <IconBan aria-hidden /> : <IconCalendarX aria-hidden />}
            title="What happened"
          >
            {withdrawn ? PAGE.withdrawnBody : expired ? PAGE.expiredBody : message}
          </Alert>
          <Text>{withdrawn ? PAGE.withdrawnNext : PAGE.expiredNext}</Text>
        </Stack>
      </Container>
    </PageShell>
  );
}
