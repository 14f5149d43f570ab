/**
 * A button whose words may wrap: on a phone, a longer language's "Record Again (2 takes left)" or
 * "Continue to your answer" is wider than the screen, and a button's words otherwise stay on one
 * line, cut off (docs/languages.md#pseudo-locales finds them).
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;
