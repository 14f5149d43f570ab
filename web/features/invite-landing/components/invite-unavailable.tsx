import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { PageShell } from '../../../components/page-shell';

/** An invite that existed but can no longer be used: say so, and what to do. */
export function InviteUnavailable({ message }: { message: string }) {
  return (
    <PageShell>
      <Container size="sm" py={64}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            This invite can no longer be used
          </Title>
          <Alert
            color="yellow"
            variant="light"
            icon={<IconCalendarX aria-hidden />}
            title="What happened"
          >
            {message}
          </Alert>
          <Text c="dimmed">
            Invite links are personal and stay active for 7 days. Reply to the message that brought
            you the link and the hiring team can send you a new one. Anything you already submitted
            is kept.
          </Text>
        </Stack>
      </Container>
    </PageShell>
  );
}
