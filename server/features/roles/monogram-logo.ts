/** A company logo without an uploaded one: its initials on its colour, as an SVG data URL. */
export function monogramLogo(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    // By code point: half an emoji would make encodeURIComponent throw.
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('')
    // A team's company name may start with a character XML reads as markup.
    .replace(/[&<>]/g, (character) => `&#${character.codePointAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="Inter,Segoe UI,Helvetica,Arial,sans-serif" ` +
    `font-size="26" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Colours white initials read on at 4.5:1 or more (WCAG AA), for the monogram of a role the team
 * made without a logo.
 */
const MONOGRAM_COLOURS = [
  '#1864ab',
  '#2f7a3a',
  '#c92a2a',
  '#5f3dc4',
  '#a61e4d',
  '#0b7285',
  '#7a4a00',
];

/** The monogram of a company without a logo, its colour chosen by its name (the same each time). */
export function companyMonogram(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return monogramLogo(name, MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length]!);
}
