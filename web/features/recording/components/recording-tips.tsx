import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';

/** The video step's tips box (docs/product.md#video-step). */
export function RecordingTips() {
  return (
    <Alert
      variant="light"
      icon={<IconBulb aria-hidden />}
      title="Record a brief introduction of about 1-2 minutes"
    >
      Tell us about yourself, your experience and why you want this position.
      <List size="sm" mt="xs" spacing={2}>
        <List.Item>Find good lighting and make sure your audio is clear.</List.Item>
        <List.Item>Look at the camera.</List.Item>
        <List.Item>Be professional but personable.</List.Item>
        <List.Item>Speak clearly and at a moderate pace.</List.Item>
      </List>
    </Alert>
  );
}
