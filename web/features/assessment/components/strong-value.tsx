import type { ReactNode } from 'react';

/** Stands in for the bold value while the message is written: no translation has it. */
const MARK = '\ue000';

/**
 * A message with one of its values in bold (`Duration: <strong>20 mins</strong>`), wherever the
 * language puts it: the message is written with a mark for the value, then split at the mark.
 */
export function StrongValue({
  text,
  value,
}: {
  /** The message, written with `mark` where the value goes. */
  text: (mark: string) => string;
  value: ReactNode;
}) {
  const [before, ...after] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after.join('')}
    </>
  );
}
