import { YOUR_DATA_PAGE_TEXTS as PAGE } from '../../your-data-page-texts';
import { YOUR_DATA_TEXTS } from '../../your-data-texts';

/**
 * The "Your data" page, in English (docs/languages.md, docs/privacy.md): the texts modules' fixed
 * words, and as ICU messages the sentences they compose in code (en.test.ts holds them to those).
 * A `{date}` comes formatted in the page's language; `{mailOn}` is `yes` or `no`.
 */
export default {
  title: PAGE.title,
  loading: 'Loading',
  loadFailed: PAGE.loadFailed,
  tryAgain: 'Try again',
  intro:
    '{name}, this is what you sent with your application for {roleTitle}. The link to this page is personal: keep it to yourself.',
  controller: PAGE.controller,
  // Before the team's address: the colon is the language's own (French spaces it).
  contact: `${PAGE.contact}:`,
  notice: PAGE.notice,
  downloadTitle: PAGE.downloadTitle,
  downloadBody: PAGE.downloadBody,
  downloadButton: PAGE.downloadButton,
  erasureTitle: PAGE.erasureTitle,
  erasureBody: PAGE.erasureBody,
  erasureButton: PAGE.erasureButton,
  confirmTitle: PAGE.confirmTitle,
  confirmWhen:
    "Your data will be erased on {date}{mailOn, select, yes {; we'll email you when it's done} other {}}.",
  confirmSoon:
    "Your data will be erased within the hour{mailOn, select, yes {; we'll email you when it's done} other {}}.",
  confirmHeld:
    "We'll erase your data as soon as we're allowed to{mailOn, select, yes {, and email you when it's done} other {}}.",
  confirmWhat: PAGE.confirmWhat,
  confirmButton: PAGE.confirmButton,
  cancel: PAGE.cancel,
  close: 'Close',
  requestedTitle: PAGE.requestedTitle,
  requestedOn: 'You asked us to erase your data on {date}.',
  requestedWhen:
    "Your data will be erased on {date}{mailOn, select, yes {; we'll email you when it's done} other {}}.",
  requestedHeld: PAGE.requestedHeld,
  unknownTitle: PAGE.unknownTitle,
  unknown: YOUR_DATA_TEXTS.unknown,
  unknownHelp: PAGE.unknownHelp,
} as const;
