import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The button's words in the page's language, on a candidate's page (docs/languages.md). */
  retryLabel?: string;
}

/** A failed load, said plainly, with a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
  retryLabel = 'Try again',
}: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={20} />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
