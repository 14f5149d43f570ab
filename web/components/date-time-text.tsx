import { Box, Text, VisuallyHidden, type TextProps } from '@mantine/core';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "23 Nov 2026, 14:05" in the reader's time zone. */
export function formatDateTime(value: string | Date): string {
  return DATE_TIME.format(typeof value === 'string' ? new Date(value) : value);
}

function NoDate(props: TextProps) {
  return (
    <Text size="sm" c="dimmed" {...props}>
      <span aria-hidden>—</span>
      <VisuallyHidden>Not yet</VisuallyHidden>
    </Text>
  );
}

/** A moment as readable text in a `<time>` element, or a dimmed dash when there is none. */
export function DateTimeText({ value, ...props }: { value: string | null } & TextProps) {
  if (!value) return <NoDate {...props} />;
  return (
    <Text size="sm" {...props}>
      <time dateTime={value}>{formatDateTime(value)}</time>
    </Text>
  );
}

/**
 * The same on two lines, date above time, for a narrow table column; the year only when it is
 * not this year (the full moment is in the title).
 */
export function StackedDateTime({ value }: { value: string | null }) {
  if (!value) return <NoDate />;
  const date = new Date(value);
  return (
    <Box component="time" dateTime={value} display="block">
      <Text span display="block" size="sm" style={{ whiteSpace: 'nowrap' }}>
        {(date.getFullYear() === new Date().getFullYear() ? DAY : DATE).format(date)}
      </Text>
      <Text span display="block" size="xs" c="dimmed">
        {TIME.format(date)}
      </Text>
    </Box>
  );
}
