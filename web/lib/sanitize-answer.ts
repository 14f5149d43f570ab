import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CODE_CLASS,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_PATTERN,
  RICH_TEXT_TAGS,
} from '../../shared/rich-text';

const ANY_TAG_ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

// Our own instance, so the hooks below touch no other use of DOMPurify.
const purifier = DOMPurify(window);
// DOMPurify's attribute list is for every tag at once: this keeps each attribute on its own tags.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'class' && !RICH_TEXT_CODE_CLASS.test(data.attrValue)) {
    data.keepAttr = false;
  }
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  node.removeAttribute('target');
  node.removeAttribute('rel');
  if (!node.getAttribute('href')) return;
  node.setAttribute('target', RICH_TEXT_LINK_ATTRIBUTES.target);
  node.setAttribute('rel', RICH_TEXT_LINK_ATTRIBUTES.rel);
});

/**
 * A candidate's answer, made safe to render, with the same allow-list as the server
 * (`shared/rich-text.ts`). The server sanitises on the way out; this is the second wall, so a
 * stored attack renders inert even if the first one ever lets it through.
 */
export function sanitizeAnswer(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ANY_TAG_ATTRIBUTES,
    ALLOWED_URI_REGEXP: RICH_TEXT_LINK_PATTERN,
    // DOMPurify checks every other attribute's value against the link pattern: `start="3"` is no link.
    ADD_URI_SAFE_ATTR: ['start'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
