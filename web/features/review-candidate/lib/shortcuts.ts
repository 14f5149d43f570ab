import type english from '../../../../shared/messages/workspace-review-candidate/en';

/** The candidate page's keys, as the "Keyboard shortcuts" list shows them (docs/team.md). */
export const SHORTCUT_KEYS = {
  next: 'n',
  previous: 'p',
  help: '?',
} as const;

type TextKey = keyof typeof english;

/** A key as the list shows it: a letter or an arrow as it is, a named key in the page's words. */
export type ShortcutKey = string | { text: TextKey };

export interface ShortcutLine {
  keys: ShortcutKey[];
  what: TextKey;
}

export interface ShortcutGroup {
  title: TextKey;
  /** When the keys work. */
  note?: TextKey;
  lines: ShortcutLine[];
}

export const SHORTCUT_GROUPS: ShortcutGroup[] = [
  {
    title: 'shortcutsOnPage',
    note: 'shortcutsOnPageNote',
    lines: [
      { keys: [SHORTCUT_KEYS.next], what: 'shortcutNext' },
      { keys: [SHORTCUT_KEYS.previous], what: 'shortcutPrevious' },
      { keys: ['1', '2', '3', '4', '5'], what: 'shortcutScore' },
      { keys: [SHORTCUT_KEYS.help], what: 'shortcutHelp' },
    ],
  },
  {
    title: 'shortcutsInStars',
    lines: [
      { keys: ['←', '→'], what: 'shortcutLowerRaise' },
      { keys: [{ text: 'keyHome' }, { text: 'keyEnd' }], what: 'shortcutScoreEnds' },
    ],
  },
  {
    title: 'shortcutsOnVideo',
    note: 'shortcutsOnVideoNote',
    lines: [
      { keys: [{ text: 'keySpace' }, 'K'], what: 'shortcutPlayPause' },
      { keys: ['←', '→'], what: 'shortcutSeek' },
    ],
  },
];
