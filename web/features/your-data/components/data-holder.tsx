import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import type { YourData } from '../api/get-your-data';
import { yourDataTexts } from '../your-data-texts';

/** Who is responsible for the candidate's data and where to write about it. */
export function DataHolder({ data }: { data: YourData }) {
  const t = useTexts(yourDataTexts);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-data-holder">
      <Stack gap="xs">
        <Title order={2} size="h4" id="your-data-holder">
          {t('controller')}
        </Title>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {data.controllerName}
        </Text>
        {data.contactEmail && (
          <Text size="sm">
            {t('contact')}{' '}
            <Anchor
              href={`mailto:${data.contactEmail}`}
              underline="always"
              style={{ overflowWrap: 'anywhere' }}
            >
              {data.contactEmail}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The team's privacy notice, as they wrote it: plain text, its line breaks its paragraphs. */
export function NoticeCard({ notice }: { notice: string }) {
  const t = useTexts(yourDataTexts);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-data-notice">
      <Stack gap="xs">
        <Title order={2} size="h4" id="your-data-notice">
          {t('notice')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {notice}
        </Text>
      </Stack>
    </Card>
  );
}
