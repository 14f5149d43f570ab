import { Box, Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { useTexts } from '../i18n/texts';
import { formatDate, formatTime } from '../lib/format-moment';
import { componentsTexts } from './components-texts';

function NoDate(props: TextProps) {
  const t = useTexts(componentsTexts);
  return (
    <Text size="sm" c="dimmed" {...props}>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('notYet')}</VisuallyHidden>
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
        {formatDate(date, { year: date.getFullYear() !== new Date().getFullYear() })}
      </Text>
      <Text span display="block" size="xs" c="dimmed">
        {formatTime(date)}
      </Text>
    </Box>
  );
}
