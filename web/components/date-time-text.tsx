import { Box, Text, VisuallyHidden, type TextProps } from '@mantine/core';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function NoDate(props: TextProps) {
  return (
    <Text size="sm" c="dimmed" {...props}>
      <span aria-hidden>—</span>
      <VisuallyHidden>Not yet</VisuallyHidden>
    </Text>
  );
}

/**
 * A moment on two lines, date above time, for a narrow table column; the year only when it is
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
