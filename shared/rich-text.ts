import { LINK_SCHEMES } from './constants';

/**
 * The one allow-list for a candidate's rich text: what the answer editor (Tiptap's StarterKit, as
 * configured in the assessment feature) can make, and nothing else. The server's sanitiser
 * (sanitize-html, before storing and before sending) and the browser's (DOMPurify, before
 * rendering) are both built from it, so what a candidate typed looks the same to every reviewer.
 * `rich-text-round-trip.test.ts` proves a document using every node and mark survives both.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
] as const;

/** Attributes kept, per tag; every other attribute is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  // A numbered list that starts later than 1.
  ol: ['start'],
  // A code block's language, which the editor writes as `language-<name>`.
  code: ['class'],
};

/** The only class kept: a code block's language. */
export const RICH_TEXT_CODE_CLASS = /^language-[a-z0-9+#_-]{1,40}$/i;

/** Link schemes a link may use (`docs/architecture.md`); a link with any other, or none, keeps only its text. */
export const RICH_TEXT_LINK_SCHEMES = LINK_SCHEMES;
export const RICH_TEXT_LINK_PATTERN = new RegExp(`^(?:${LINK_SCHEMES.join('|')}):`, 'i');

/** Every link opens in a new tab and passes nothing to the site it opens. */
export const RICH_TEXT_LINK_ATTRIBUTES = {
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
} as const;
