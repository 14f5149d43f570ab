import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { registerCustomProtocol } from 'linkifyjs';
import { LINK_SCHEMES } from '../../../../shared/constants';
import { RICH_TEXT_LINK_ATTRIBUTES } from '../../../../shared/rich-text';

function isAllowedLink(url: string, defaultValidate: (url: string) => boolean): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme ? LINK_SCHEMES.includes(scheme) : defaultValidate(url);
}

// The schemes autolinking must know beyond linkify's own, registered once before any editor
// uses linkify. Tiptap's link mark registers its `protocols` when an editor starts and forgets
// every scheme when one closes: the next question's editor starts before the last one closes,
// so linkify warned six times and that editor linked none of them.
for (const scheme of LINK_SCHEMES) {
  if (!['http', 'https', 'ftp', 'mailto'].includes(scheme)) registerCustomProtocol(scheme);
}
const AnswerLink = Link.extend({
  onCreate() {},
  onDestroy() {},
});

/**
 * What the answer editor can make (`docs/architecture.md`). Whatever it makes, both sanitisers must keep: the
 * allow-list in `shared/rich-text.ts` is its counterpart, and the round-trip test holds them
 * together.
 */
export function answerEditorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      undoRedo: { depth: 100, newGroupDelay: 500 },
      link: false,
    }),
    AnswerLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'http',
      HTMLAttributes: { ...RICH_TEXT_LINK_ATTRIBUTES },
      isAllowedUri: (url, context) => isAllowedLink(url, context.defaultValidate),
    }),
  ];
}
