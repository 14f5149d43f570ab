/**
 * How the build groups modules into chunks. Left to itself, the bundler gives every
 * Mantine component that two pages share its own file: the sign-up page needed 29 scripts and
 * 12 stylesheets before it could draw, and on a phone's HTTP/1.1 connection (six at a time, each
 * round a network trip) that queue, not the bytes, set Lighthouse's mobile LCP at 3.0 s.
 * Two groups bring it to 9 scripts and 3 stylesheets (docs/benchmarks.md has the figures).
 *
 * Each group is one script and one stylesheet. A module used by no page stays out: a group
 * holds only what the build includes, with the modules those need.
 */

/** Alternatives of one pattern, each written with `[\\/]` for the path separator. */
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'));

const MANTINE = String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/]`;
const MANTINE_CSS = String.raw`@mantine[\\/]core[\\/]styles[\\/]`;
/** The icons the pages draw (a few hundred bytes each): one file, not one per icon. */
const ICONS = String.raw`@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]`;

/**
 * What every first screen draws: Mantine's layout and text components, inputs and buttons,
 * TanStack Query, the candidate's page shell and the product's texts; React Router and Mantine's
 * core come along as what these need (react-dom stays in the entry). The entry imports it, so
 * the HTML asks for it with the entry: one round of downloads, two files side by side.
 */
const FIRST_SCREEN = anyOf(
  String.raw`${MANTINE}(Alert|Anchor|Avatar|Badge|Button|ButtonGroup|ButtonGroupSection|Card|Center|CheckIcon|Checkbox|CloseButton|ComboboxChevron|Container|Group|InputBase|List|NativeSelect|SimpleGrid|Stack|Text|TextInput|ThemeIcon|Title|Transition|UnstyledButton)[\\/]`,
  String.raw`${MANTINE_CSS}(Alert|Anchor|Avatar|Badge|Button|Card|Center|Checkbox|Combobox|Container|InlineInput|List|SimpleGrid|Stack|ThemeIcon|Title)\.css`,
  // The bases web/main.tsx imports, all of them: this file's stylesheet comes before the entry's,
  // and a component's rules must follow those of the base it builds on (a Card is a Paper).
  String.raw`${MANTINE_CSS}(baseline|default-css-variables|global|ScrollArea|UnstyledButton|VisuallyHidden|Paper|Overlay|Popover|Loader|ActionIcon|CloseButton|Group|ModalBase|Input|Flex|FloatingIndicator|Text)\.css`,
  // The icons of the sign-up page's first screen (invite-overview.tsx): a few hundred bytes, where
  // the icons file they would otherwise need weighs 2.9 KiB. A link that can no longer be used
  // loads its page, icons and texts later (invite-landing-page.tsx).
  String.raw`${ICONS}Icon(DeviceDesktop|HelpCircle|ListNumbers|Video)\.mjs`,
  String.raw`@tanstack[\\/]`,
  // The text direction the entry provides (web/main.tsx): left to the bundler it went with the
  // controls' file, whose popovers read it, and the sign-up page downloaded that file too.
  String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/]DirectionProvider[\\/]`,
  String.raw`@mantine[\\/]hooks[\\/]esm[\\/]use-mutation-observer[\\/]`,
  // Vite's preloading helper, which the entry and the workspace's sign-in both import: left to
  // itself, it went with the workspace's group (WORKSPACE), and every page loaded that.
  String.raw`vite[\\/]preload-helper`,
  String.raw`web[\\/]components[\\/](page-shell|brand-mark|team-html)\.tsx`,
  // The API client, the links' query keys and the one query cache, which the workspace's group
  // (ADMIN_COMMON) would otherwise take along, and with them the sign-up page would load the
  // workspace's frame.
  String.raw`web[\\/]lib[\\/](api-client|link-query-keys|page-title|query-client|toasts)\.ts`,
  // The words of the invite link's page, the sign-up form and the page-not-found page, not every
  // page's: texts.ts goes with the schemas (SCHEMAS), which all its other pages download.
  String.raw`shared[\\/](sign-up|not-found)-texts\.ts`,
  // The languages' list, which the invite link's spinner reads in the entry (web/i18n/
  // language-sources.ts): with zod's core, where the schemas would put it, every page downloaded that.
  String.raw`shared[\\/]i18n[\\/]languages\.ts`,
  // The words of the answer types (a few hundred bytes), which the sign-up page says
  // (web/lib/role-facts.ts) as do the assessment and the roles page: here, never a file of their own.
  String.raw`shared[\\/]answer-type-words\.ts`,
);

/**
 * The controls that open over the page (select, tooltip, focus trap) and the other inputs of the
 * admin's forms: one file for the pages that have them, never the sign-up page's.
 */
const CONTROLS = anyOf(
  String.raw`${MANTINE}(Combobox|CopyButton|FocusTrap|NumberInput|PasswordInput|SegmentedControl|Select|Textarea|Tooltip)[\\/]`,
  String.raw`${MANTINE_CSS}(NumberInput|PasswordInput|SegmentedControl|Tooltip)\.css`,
  String.raw`@floating-ui[\\/]`,
  // The dialogs and the components the workspace and a candidate's later pages (the assessment,
  // a share link's page) both draw, each of which the bundler gave a file of its own: with them,
  // a reviewer's page needed 39 to 47 files (docs/capacity.md, the reviewer's pages).
  String.raw`${MANTINE}(Accordion|Collapse|Divider|Grid|Modal|ModalBase)[\\/]`,
  String.raw`${MANTINE}(Progress|Radio|Rating|Skeleton|Switch)[\\/]`,
  // Their stylesheets (the role's and the privacy settings' Switch, a role's retention Radio):
  // files of their own were names more in the entry, which the sign-up page downloads.
  String.raw`${MANTINE_CSS}(Radio|Switch)\.css`,
  // Their stylesheets, and those of the workspace's menu, table and pager and of the answers'
  // typography, whose scripts are in WORKSPACE and ANSWERS: one stylesheet fewer on each page.
  String.raw`${MANTINE_CSS}(Divider|Grid|Menu|Modal|Pagination|Progress)\.css`,
  String.raw`${MANTINE_CSS}(Rating|Skeleton|Table|Typography)\.css`,
  String.raw`web[\\/]components[\\/](date-time-text|load-error)\.tsx`,
  String.raw`web[\\/]lib[\\/](format-clock|format-count|format-moment)\.ts`,
  String.raw`shared[\\/](feedback|invite|recording)-texts\.ts`,
  // The words of answer types and file answers, which the questions step, the reviewer's page and
  // a share link's page all say: on their own they were two files more on a candidate's page.
  String.raw`shared[\\/]answer-(file|form)-texts\.ts`,
  // The invite forms' pieces that /admin and the workspace share (the role picker,
  // extra time, the note for an install with no roles), which the bundler gave four files.
  String.raw`web[\\/]components[\\/](extra-time-field|no-roles-note|role-picker)\.tsx`,
  String.raw`web[\\/]lib[\\/](extra-time-draft|invited-version-text)\.ts`,
  String.raw`shared[\\/]time-allowance\.ts`,
);

/**
 * What every page of the workspace loads with its frame: the frame and its menu, the session, the
 * API paths, the query keys and the catalogue's hook. One file where the bundler made five (each
 * shared by another set of pages), none of them on a page a link opens (link-query-keys.ts).
 */
const ADMIN_COMMON = anyOf(
  String.raw`web[\\/]components[\\/]admin-(frame|nav)(\.module\.css|\.tsx)`,
  String.raw`web[\\/]lib[\\/](admin-api-paths|admin-roles|admin-session|query-keys)\.ts`,
  // The lists' "Show more" paging (tokens, members, shares, comments): on its own it was one
  // file more on a candidate's page, over the budget (e2e/size-budget.spec.ts).
  String.raw`web[\\/]lib[\\/]use-cursor-pages\.ts`,
  String.raw`web[\\/]components[\\/]show-more-button\.tsx`,
  // The words of a video waiting for storage (the list's badge, the candidate page's note): on
  // their own they were one file more on a candidate's page, over the budget.
  String.raw`shared[\\/]video-processing-texts\.ts`,
  // The team's privacy settings' hook and the words of its retention (Settings → Privacy, a
  // role's retention, a candidate's page, the due list): on their own they were two names more
  // in the entry, which the sign-up page downloads within its budget (e2e/size-budget.spec.ts).
  String.raw`web[\\/]lib[\\/](privacy-settings|candidate-hold)\.ts`,
  String.raw`web[\\/]components[\\/]privacy[\\/]retention-(words|summary|days-fields)\.tsx?`,
  String.raw`shared[\\/]privacy-texts\.ts`,
);

/**
 * The workspace behind its sign-in: the frame's session gate, sign-in card and member menu, the
 * confirmations' provider, and the small pieces its pages share (pager, share dialog, scores, the
 * member's rights). One file where the bundler made a dozen; /admin, outside it, loads none.
 */
const WORKSPACE = anyOf(
  String.raw`web[\\/]features[\\/]admin-workspace[\\/]`,
  // The passkeys feature's sign-in, which the workspace's route hands to its sign-in card.
  String.raw`web[\\/]features[\\/]passkeys[\\/]api[\\/]sign-in-with-passkey\.ts`,
  String.raw`web[\\/]features[\\/]passkeys[\\/]components[\\/]passkey-sign-in-button\.tsx`,
  String.raw`web[\\/]features[\\/]passkeys[\\/]lib[\\/]passkey-failure\.ts`,
  String.raw`@mantine[\\/]modals[\\/]`,
  String.raw`${MANTINE}(Menu|Pagination|Table)[\\/]`,
  String.raw`@mantine[\\/]hooks[\\/]esm[\\/]use-disclosure[\\/]`,
  // The confirmation of a candidate's deletion: their page's and the list's "to be deleted".
  String.raw`web[\\/]components[\\/](list-pager|share-dialog|confirm-candidate-deletion)\.tsx`,
  // A candidate's deletion: their page's Delete and the due list's Delete now share it.
  String.raw`web[\\/]lib[\\/](current-member|delete-candidate|format-score|format-span)\.ts`,
);

/**
 * A candidate's answers as the reviewer and a share link's guest read them: the sanitiser
 * (DOMPurify) and the typography they are drawn with. One file where the bundler made two.
 */
const ANSWERS = anyOf(
  String.raw`node_modules[\\/]dompurify[\\/]`,
  String.raw`web[\\/]lib[\\/]sanitize-answer\.ts`,
  String.raw`shared[\\/]rich-text\.ts`,
  String.raw`${MANTINE}Typography[\\/]`,
  // A file answer's name, size and Download (its PDF preview, with pdf.js, stays a file of its own
  // that only a PDF to show loads).
  String.raw`web[\\/]components[\\/]answer-file[\\/]answer-file-view\.tsx`,
  // A choice answer's options, chosen and preferred ones marked (the reviewer's and the share's).
  String.raw`web[\\/]components[\\/]answer-choice[\\/]`,
);

/**
 * What parsing needs, short of zod's full API: zod's core and zod/mini, zod's settings, and the
 * schemas the sign-up page parses with (written in zod/mini). One file where the bundler made six.
 */
const ZOD_CORE = anyOf(
  // The sign-up page's copy of the modules zod/mini's parsing runs on (vite.zod-mini-copy.ts).
  String.raw`zod[\\/]v4[\\/](core|mini)[\\/][a-z-]+\.js\?zod-mini$`,
  String.raw`shared[\\/](safe-input|plain-zod-messages|registration\.schema|invite-view\.schema)\.ts`,
  // The team's words' defaults and fields (no zod), which the invite view's schema reads.
  String.raw`shared[\\/]candidate-texts\.ts`,
  String.raw`web[\\/]lib[\\/]zod-setup\.ts`,
  String.raw`web[\\/]features[\\/]invite-landing[\\/]lib[\\/]sign-up-schemas\.ts`,
  // The form hook every page with a form validates with, the sign-up page's included.
  String.raw`@mantine[\\/]form[\\/]`,
  String.raw`node_modules[\\/](klona|fast-deep-equal)[\\/]`,
);

/**
 * zod's full API and the shared schemas written with it: what the assessment, the complete page
 * and every admin page parse with. One file where the bundler made one per schema file.
 */
const SCHEMAS = anyOf(
  String.raw`zod[\\/]v4[\\/]classic[\\/]`,
  // zod's core as its full API uses it; the rest of core (JSON Schema, locales) stays with the
  // pages that use it.
  String.raw`zod[\\/]v4[\\/]core[\\/](api|checks|core|doc|errors|parse|regexes|schemas|util|versions)\.js$`,
  String.raw`shared[\\/](api|assessment|invites|members|passkeys)\.schema\.ts`,
  // "Your data"'s schemas and texts, which the completion page and the page itself both read: a
  // file of their own was one name more in the entry that the sign-up page downloads.
  String.raw`shared[\\/](recording|review|roles|shares|your-data)\.schema\.ts`,
  String.raw`shared[\\/]your-data-texts\.ts`,
  // The texts of the candidate's later pages, the invite forms and the workspace, whose schemas
  // import them: with the first screen's file, the sign-up page downloaded every page's words.
  String.raw`shared[\\/]texts\.ts`,
);

export const CHUNK_GROUPS = [
  { name: 'zod-core', test: ZOD_CORE, priority: 1 },
  { name: 'schemas', test: SCHEMAS, priority: 1 },
  { name: 'first-screen', test: FIRST_SCREEN, priority: 2 },
  { name: 'controls', test: CONTROLS, priority: 1 },
  // Last: what it needs from the groups above (icons, controls) stays in them.
  { name: 'admin-common', test: ADMIN_COMMON, priority: 0 },
  { name: 'workspace', test: WORKSPACE, priority: 0 },
  { name: 'answers', test: ANSWERS, priority: 1 },
  { name: 'icons', test: new RegExp(ICONS), priority: 1 },
];
