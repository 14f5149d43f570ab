import { Fragment, type ReactNode } from 'react';

/** The first of the marks that stand in for the elements while the message is written. */
const FIRST_MARK = 0xe000;

/**
 * A message with elements in it (a `<time>`, a coloured status), wherever the language puts them:
 * the message is written with a private-use mark per element, which no translation has, then
 * split at the marks (as the assessment's StrongValue does for one bold value).
 */
export function MessageWith({
  text,
  values,
}: {
  /** The message, written with each value's mark where its element goes. */
  text: (marks: Record<string, string>) => string;
  values: Record<string, ReactNode>;
}) {
  const names = Object.keys(values);
  const marks = Object.fromEntries(
    names.map((name, index) => [name, String.fromCharCode(FIRST_MARK + index)]),
  );
  const parts = text(marks).split(/([\ue000-\uf8ff])/u);
  return (
    <>
      {parts.map((part, index) => {
        const name = part.length === 1 ? names[part.charCodeAt(0) - FIRST_MARK] : undefined;
        return <Fragment key={index}>{name === undefined ? part : values[name]}</Fragment>;
      })}
    </>
  );
}
