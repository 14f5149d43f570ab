import { Text, type TextProps } from '@mantine/core';

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "23 Nov 2026, 14:05" in the reader's time zone. */
export function formatDateTime(value: string | Date): string {
  return FORMAT.format(typeof value === 'string' ? new Date(value) : value);
}

/** A moment as readable text in a `<time>` element, or a dimmed dash when there is none. */
export function DateTimeText({ value, ...props }: { value: string | null } & TextProps) {
  if (!value) {
    return (
      <Text size="sm" c="dimmed" {...props}>
        —
      </Text>
    );
  }
  return (
    <Text size="sm" {...props}>
      <time dateTime={value}>{formatDateTime(value)}</time>
    </Text>
  );
}
