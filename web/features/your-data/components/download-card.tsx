import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { apiPaths } from '../../../lib/paths';
import { yourDataTexts } from '../your-data-texts';

/**
 * The candidate's data as a zip. A plain link, not a fetch: the browser saves the file as it
 * arrives (a video may be large, and a phone's memory is not), on any device.
 */
export function DownloadCard({ token }: { token: string }) {
  const t = useTexts(yourDataTexts);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-data-download">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="your-data-download">
          {t('downloadTitle')}
        </Title>
        <Text size="sm">{t('downloadBody')}</Text>
        <Button
          component="a"
          href={apiPaths.yourData(token, '/export')}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('downloadButton')}
        </Button>
      </Stack>
    </Card>
  );
}
