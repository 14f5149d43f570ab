import sanitizeHtml from 'sanitize-html';
import { LINK_SCHEMES } from '../../../shared/constants';

const OPTIONS: sanitizeHtml.IOptions = {
  // The editor's own elements and nothing else.
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Makes a candidate's rich text harmless: run before storing and again before showing. */
export function sanitizeAnswerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
