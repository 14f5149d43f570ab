import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CODE_CLASS,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_PATTERN,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '../../../shared/rich-text';

// `class` is filtered by `allowedClasses` alone: listed as an attribute, it would keep any class.
const allowedAttributes = Object.fromEntries(
  Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [
    tag,
    names.filter((name) => name !== 'class'),
  ]),
);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes,
  allowedClasses: { code: [RICH_TEXT_CODE_CLASS] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // As the browser's DOMPurify does: a link with a scheme of the list opens in a new tab; any
    // other link (relative, or a scheme not listed) keeps only its text.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      return RICH_TEXT_LINK_PATTERN.test(href)
        ? { tagName, attribs: { href, ...RICH_TEXT_LINK_ATTRIBUTES } }
        : { tagName, attribs: {} };
    },
  },
};

/** Makes a candidate's rich text harmless: run before storing and again before showing. */
export function sanitizeAnswerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
