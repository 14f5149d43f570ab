import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { YOUR_DATA_PAGE_TEXTS as TEXTS } from '../../../../shared/your-data-page-texts';
import { YOUR_DATA_TEXTS } from '../../../../shared/your-data-texts';
import { PageShell } from '../../../components/page-shell';
import { usePageTitle } from '../../../lib/page-title';

/**
 * A link that leads to no data: cut short, mistyped, or its candidate's data already erased.
 * Said kindly, with what to do, and nothing of which of these it was.
 */
export function LinkNotWorking() {
  usePageTitle(TEXTS.unknownTitle);
  return (
    <PageShell>
      <Container size="sm" py={64}>
        <Stack gap="lg" data-your-data="unknown">
          <Title order={1} size="h2">
            {TEXTS.unknownTitle}
          </Title>
          <Alert color="yellow" variant="light" icon={<IconLinkOff aria-hidden />}>
            {YOUR_DATA_TEXTS.unknown}
          </Alert>
          <Text>{TEXTS.unknownHelp}</Text>
        </Stack>
      </Container>
    </PageShell>
  );
}
