import DOMPurify from 'dompurify';
import { LINK_SCHEMES } from '../../shared/constants';

/** What the answer editor can make (SPEC A6); anything else is dropped, its text kept. */
const EDITOR_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'code',
  'pre',
];
const LINK_PATTERN = new RegExp(`^(?:${LINK_SCHEMES.join('|')}):`, 'i');

// Our own instance, so the link hook below touches no other use of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  if (!node.getAttribute('href')) {
    node.removeAttribute('target');
    node.removeAttribute('rel');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer nofollow');
});

/**
 * A candidate's answer, made safe to render. The server sanitises on the way out; this is the
 * second wall, so a stored attack renders inert even if the first one ever lets it through.
 */
export function sanitizeAnswer(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: EDITOR_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: LINK_PATTERN,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
