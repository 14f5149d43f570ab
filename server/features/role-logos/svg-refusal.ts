import { Parser } from 'htmlparser2';

/**
 * Deeper than any drawing needs: the parser and the sanitiser both take time that grows with the
 * square of the depth (174,000 unclosed `<g>` in half a megabyte: 14 s), so reading stops here.
 */
const MAX_DEPTH = 256;

/**
 * What an SVG logo may not hold, in the order a refusal names them: anything that runs (scripts,
 * event handlers, `javascript:`), embeds HTML, fetches from elsewhere (which would tell another
 * site who looked at the page), or hides markup in a style sheet (the sanitiser writes a style's
 * text as it is, so a `&lt;` there would come out as a live `<`).
 */
const REASONS = [
  'a DOCTYPE or ENTITY declaration',
  'a script',
  'an event handler (an on… attribute)',
  'a javascript: link',
  'a foreignObject',
  'a link to another address',
  'markup inside a style',
  `elements nested more than ${MAX_DEPTH} deep`,
] as const;
type Reason = (typeof REASONS)[number];

/** Parsed as the sanitiser parses it (role-logo-check.ts), so both read the same elements. */
export const SVG_PARSER_OPTIONS = {
  xmlMode: true,
  lowerCaseTags: false,
  lowerCaseAttributeNames: false,
} as const;

const JAVASCRIPT_LINK = /javascript:/i;
/** Browsers drop these from a URL before reading its scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const IGNORED_IN_URLS = /[\s\u0000-\u001f]/g;

/**
 * Why this SVG may not be a logo, or null. One pass of an XML parser over the text, then plain
 * scans of what it read: the time grows with the length of the file, whatever it holds. (A
 * backtracking pattern over the raw text took 106 s on half a megabyte of `<`.)
 */
export function svgRefusal(text: string): Reason | null {
  const found = new Set<Reason>();
  let depth = 0;
  // A style's text arrives in pieces (split at each entity), so it is read whole at its end.
  let styleDepth = 0;
  let styleText = '';
  const endStyle = () => {
    if (styleText.includes('<')) found.add('markup inside a style');
    checkCss(styleText, found);
    styleText = '';
  };
  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        // `<!DOCTYPE …>` (and the entities it declares) or a `<?xml-stylesheet …?>` to fetch.
        if (name.startsWith('!')) found.add('a DOCTYPE or ENTITY declaration');
        else if (name.toLowerCase() !== '?xml') found.add('a link to another address');
      },
      onopentag(name, attributes) {
        depth += 1;
        if (depth > MAX_DEPTH) throw new TooDeep();
        const tag = name.toLowerCase();
        if (tag === 'script') found.add('a script');
        if (tag === 'foreignobject') found.add('a foreignObject');
        if (tag === 'style') styleDepth += 1;
        for (const [attribute, value] of Object.entries(attributes)) {
          checkAttribute(attribute.toLowerCase(), value, found);
        }
      },
      ontext(text) {
        if (styleDepth > 0) styleText += text;
      },
      onclosetag(name) {
        depth -= 1;
        if (name.toLowerCase() !== 'style' || styleDepth === 0) return;
        styleDepth -= 1;
        if (styleDepth === 0) endStyle();
      },
    },
    SVG_PARSER_OPTIONS,
  );
  try {
    parser.write(text);
    parser.end();
  } catch (error) {
    if (error instanceof TooDeep) return `elements nested more than ${MAX_DEPTH} deep`;
    throw error;
  }
  endStyle();
  return REASONS.find((reason) => found.has(reason)) ?? null;
}

class TooDeep extends Error {}

function checkAttribute(name: string, value: string, found: Set<Reason>) {
  if (/^on[a-z]/.test(name)) found.add('an event handler (an on… attribute)');
  const url = value.replace(IGNORED_IN_URLS, '');
  if (JAVASCRIPT_LINK.test(url)) found.add('a javascript: link');
  // `href` and `xlink:href` alike: only a fragment of this SVG or an embedded image.
  if ((name === 'href' || name.endsWith(':href')) && !isOwnOrEmbedded(url)) {
    found.add('a link to another address');
  }
  if (name === 'style') checkCss(value, found);
}

function checkCss(css: string, found: Set<Reason>) {
  if (JAVASCRIPT_LINK.test(css.replace(IGNORED_IN_URLS, ''))) found.add('a javascript: link');
  const lower = css.toLowerCase();
  if (lower.includes('@import')) found.add('a link to another address');
  for (let at = lower.indexOf('url('); at !== -1; at = lower.indexOf('url(', at + 4)) {
    if (!urlTargetIsOwnOrEmbedded(lower, at + 4)) found.add('a link to another address');
  }
}

/** What follows `url(`: spaces, maybe a quote, spaces, then the address (or an empty one). */
function urlTargetIsOwnOrEmbedded(css: string, from: number): boolean {
  let at = skipSpaces(css, from);
  const quoted = css[at] === '"' || css[at] === "'";
  if (quoted) at = skipSpaces(css, at + 1);
  if (quoted && (css[at] === '"' || css[at] === "'")) return true;
  return isOwnOrEmbedded(css.slice(at, at + 'data:image/'.length));
}

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text[at] as string)) at += 1;
  return at;
}

function isOwnOrEmbedded(url: string): boolean {
  const lower = url.toLowerCase();
  return lower.startsWith('#') || lower.startsWith('data:image/');
}
