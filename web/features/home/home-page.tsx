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

const STEPS = [
  {
    icon: IconLink,
    title: 'Send a personal link',
    text: 'Pick a role and send each candidate an invite that lasts 7 days.',
  },
  {
    icon: IconForms,
    title: 'Written answers',
    text: 'Candidates answer three role-specific questions in a rich-text editor.',
  },
  {
    icon: IconVideo,
    title: 'Video introduction',
    text: 'A short recorded introduction, uploaded while it records.',
  },
];

export function HomePage() {
  usePageTitle('Prescreen', 'Candidate pre-screening');
  return (
    <SimplePage size="md">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Candidate pre-screening your team runs itself</Title>
          <Text size="lg" c="dimmed" maw={640}>
            Send a personal invite link, let the candidate answer three written questions and record
            a short video introduction in the browser, then review everything in one place.
            Self-hosted: your candidates&apos; data stays on your server.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {STEPS.map((step) => (
            <Card key={step.title} withBorder padding="lg">
              <ThemeIcon variant="light" size="lg" mb="sm" aria-hidden>
                <step.icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{step.title}</Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <List size="sm" c="dimmed" spacing={4}>
          <List.Item>
            Candidates are told up front what is recorded: their answers, device details and video.
          </List.Item>
          <List.Item>
            Nothing to install for anyone: a desktop browser with a camera is all it takes.
          </List.Item>
        </List>
        <div>
          <Button component={Link} to={paths.admin()} size="md">
            Open the admin panel
          </Button>
        </div>
      </Stack>
    </SimplePage>
  );
}
