import StarterKit from '@tiptap/starter-kit';
import { LINK_SCHEMES } from '../../../../shared/constants';
import { RICH_TEXT_LINK_ATTRIBUTES } from '../../../../shared/rich-text';

function isAllowedLink(url: string, defaultValidate: (url: string) => boolean): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme ? LINK_SCHEMES.includes(scheme) : defaultValidate(url);
}

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
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'http',
        protocols: LINK_SCHEMES.filter(
          (scheme) => !['http', 'https', 'ftp', 'mailto'].includes(scheme),
        ),
        HTMLAttributes: { ...RICH_TEXT_LINK_ATTRIBUTES },
        isAllowedUri: (url, context) => isAllowedLink(url, context.defaultValidate),
      },
    }),
  ];
}
