import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';

/**
 * What the candidate agrees to, and everything that is recorded about them, said before they
 * start: nothing is tracked that is not listed here (`docs/integrity.md`).
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
        hiring team receives my answers, my video, the device details of each computer I use (device
        type, operating system, browser, screen and window size, time zone, language, when used) and
        a log of pasting text, leaving the tab (and for how long), reloading or closing the page,
        and blocked keys.
      </Text>
    </div>
  );
}
