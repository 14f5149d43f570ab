import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconForms, IconLink, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SimplePage } from '../../components/simple-page';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { useTexts } from '../../i18n/texts';
import { homeTexts } from './home-texts';

const STEPS = [
  { icon: IconLink, title: 'stepLinkTitle', text: 'stepLinkText' },
  { icon: IconForms, title: 'stepWrittenTitle', text: 'stepWrittenText' },
  { icon: IconVideo, title: 'stepVideoTitle', text: 'stepVideoText' },
] as const;

export function HomePage() {
  const t = useTexts(homeTexts);
  usePageTitle(t('pageTitle'), t('pageSubtitle'));
  return (
    <SimplePage size="md">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t('heading')}</Title>
          <Text size="lg" c="dimmed" maw={640}>
            {t('lead')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {STEPS.map((step) => (
            <Card key={step.title} withBorder padding="lg">
              <ThemeIcon variant="light" size="lg" mb="sm" aria-hidden>
                <step.icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{t(step.title)}</Text>
              <Text size="sm" c="dimmed">
                {t(step.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <List size="sm" c="dimmed" spacing={4}>
          <List.Item>{t('toldUpFront')}</List.Item>
          <List.Item>{t('nothingToInstall')}</List.Item>
        </List>
        <div>
          <Button component={Link} to={paths.admin()} size="md">
            {t('openAdmin')}
          </Button>
        </div>
      </Stack>
    </SimplePage>
  );
}
