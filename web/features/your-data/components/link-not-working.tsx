import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { PageShell } from '../../../components/page-shell';
import { useTexts } from '../../../i18n/texts';
import { usePageTitle } from '../../../lib/page-title';
import { yourDataTexts } from '../your-data-texts';

/**
 * A link that leads to no data: cut short, mistyped, or its candidate's data already erased.
 * Said kindly, with what to do, and nothing of which of these it was.
 */
export function LinkNotWorking() {
  const t = useTexts(yourDataTexts);
  usePageTitle(t('unknownTitle'));
  return (
    <PageShell>
      <Container size="sm" py={64}>
        <Stack gap="lg" data-your-data="unknown">
          <Title order={1} size="h2">
            {t('unknownTitle')}
          </Title>
          <Alert color="yellow" variant="light" icon={<IconLinkOff aria-hidden />}>
            {t('unknown')}
          </Alert>
          <Text>{t('unknownHelp')}</Text>
        </Stack>
      </Container>
    </PageShell>
  );
}
