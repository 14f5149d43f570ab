import type { PseudoLanguage } from '../../shared/i18n/languages';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Right-to-left embedding around each text, so the RTL pseudo-locale runs as Arabic would. */
const RLE = '\u202b';
const PDF = '\u202c';

function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

type Compiled = string | (string | unknown[])[];

/** Accents every literal part of a compiled message, leaving its placeholders and plural forms. */
function accentCompiled(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((part) => {
    if (typeof part === 'string') return accent(part);
    const [name, format, options] = part as [string, string?, Record<string, Compiled>?];
    if (!options || typeof options !== 'object') return part;
    const forms = Object.fromEntries(
      Object.entries(options).map(([form, text]) => [
        form,
        form === 'offset' ? text : accentCompiled(text),
      ]),
    );
    return [name, format, forms];
  });
}

/**
 * The letters a reader sees of a compiled message: its words and its longest form's (`20 mins`
 * counts 11, for `No time limit`), not the names and keywords of its placeholders.
 */
function letterCount(message: Compiled): number {
  if (typeof message === 'string') return message.replace(/[^a-zA-Z]/g, '').length;
  return message.reduce<number>((sum, part) => {
    if (typeof part === 'string') return sum + letterCount(part);
    const [, , options] = part as [string, string?, Record<string, Compiled>?];
    if (!options || typeof options !== 'object') return sum;
    const forms = Object.entries(options)
      .filter(([form]) => form !== 'offset')
      .map(([, text]) => letterCount(text));
    return sum + Math.max(0, ...forms);
  }, 0);
}

/**
 * A namespace in a pseudo-locale (docs/languages.md#pseudo-locales), made from its English: each
 * text starts with `⟦` and ends with `⟧` (a text on a page without them did not come from a
 * catalogue; one without its `⟧` was clipped), accented, and 40 % longer.
 */
export function pseudoMessages(
  english: Record<string, unknown>,
  language: PseudoLanguage,
): Record<string, unknown> {
  const [open, close] = language === 'ar-XB' ? [`${RLE}⟦`, `⟧${PDF}`] : ['⟦', '⟧'];
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => {
      const accented = accentCompiled(message as Compiled);
      const parts = typeof accented === 'string' ? [accented] : accented;
      // 40 % longer, as German or Finnish often are than English: padding after the words, in
      // words of six, so it wraps where a translation's words would (one unbroken run of 150
      // tildes is no language's, and pushed the sign-up page's agreement sideways on a phone).
      const letters = letterCount(message as Compiled);
      const padding = ' ' + '~'.repeat(Math.ceil(letters * 0.4)).replace(/~{6}(?=~)/g, '$& ');
      return [key, [open, ...parts, padding + close]];
    }),
  );
}
