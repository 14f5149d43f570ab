import { Text, type TextProps } from '@mantine/core';

const MINUTES = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const SECONDS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface MomentTextProps extends TextProps {
  value: string | null;
  /** "23 Nov, 14:05:32" rather than "23 Nov 2026, 14:05": for events minutes apart. */
  withSeconds?: boolean;
}

/** A moment in the reader's time zone, in a `<time>` element; a dimmed dash when there is none. */
export function MomentText({ value, withSeconds, ...props }: MomentTextProps) {
  if (!value) {
    return (
      <Text size="sm" c="dimmed" {...props}>
        —
      </Text>
    );
  }
  const format = withSeconds ? SECONDS : MINUTES;
  return (
    <Text size="sm" {...props}>
      <time dateTime={value}>{format.format(new Date(value))}</time>
    </Text>
  );
}
