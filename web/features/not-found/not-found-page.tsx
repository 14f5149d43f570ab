import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NOT_FOUND_TEXTS } from '../../../shared/not-found-texts';
import { SimplePage } from '../../components/simple-page';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';

/** `/notfoundpage` and every unknown path (docs/product.md#page-not-found). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <SimplePage>
      <Stack gap="lg" align="flex-start">
        <Text c="dimmed" fw={700} size="xl" aria-hidden>
          404
        </Text>
        <Title order={1}>{NOT_FOUND_TEXTS.title}</Title>
        <Text size="lg">{NOT_FOUND_TEXTS.body}</Text>
        <Alert
          variant="light"
          color="blue"
          title={NOT_FOUND_TEXTS.helpTitle}
          icon={<IconHelpCircle aria-hidden />}
          w="100%"
        >
          {NOT_FOUND_TEXTS.help}
        </Alert>
        <Button component={Link} to={paths.home()} variant="default">
          Go to the home page
        </Button>
      </Stack>
    </SimplePage>
  );
}
