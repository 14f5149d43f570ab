import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';

/**
 * What the candidate agrees to, and everything that is recorded about them, said before they
 * start (SPEC A5, A10 and Part C: no hidden tracking).
 */
export function AgreementText() {
  return (
    <div>
      <Text size="sm">I agree to the assessment rules:</Text>
      <List size="sm" withPadding spacing={2}>
        <List.Item>I will not copy code or text from any source.</List.Item>
        <List.Item>I will not use websites or AI tools for help.</List.Item>
        <List.Item>I will not share the platform&apos;s content or questions.</List.Item>
      </List>
      <Text size="sm" mt={6} c="dimmed">
        I understand that during the assessment the developer-tools shortcuts (F12, Ctrl+Shift+I,
        Ctrl+Shift+J, Ctrl+Shift+C, Ctrl+U) and the right-click menu are blocked, and that the
        hiring team receives my answers, my video, my device details (device type, operating system,
        browser, screen and window size, time zone, language) and a log of pasting text, leaving the
        tab (and for how long) and blocked keys.
      </Text>
    </div>
  );
}
