import { Text, type TextProps } from '@mantine/core';
import { formatMoment } from '../../../lib/format-moment';

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
  return (
    <Text size="sm" {...props}>
      <time dateTime={value}>
        {formatMoment(new Date(value), withSeconds ? { year: false, seconds: true } : {})}
      </time>
    </Text>
  );
}
