import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { YOUR_DATA_PAGE_TEXTS as TEXTS } from '../../../../shared/your-data-page-texts';
import { apiPaths } from '../../../lib/paths';

/**
 * The candidate's data as a zip. A plain link, not a fetch: the browser saves the file as it
 * arrives (a video may be large, and a phone's memory is not), on any device.
 */
export function DownloadCard({ token }: { token: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-data-download">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="your-data-download">
          {TEXTS.downloadTitle}
        </Title>
        <Text size="sm">{TEXTS.downloadBody}</Text>
        <Button
          component="a"
          href={apiPaths.yourData(token, '/export')}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {TEXTS.downloadButton}
        </Button>
      </Stack>
    </Card>
  );
}
