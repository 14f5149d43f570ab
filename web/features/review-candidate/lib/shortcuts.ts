/** The candidate page's keys, as the "Keyboard shortcuts" list shows them (docs/team.md). */
export const SHORTCUT_KEYS = {
  next: 'n',
  previous: 'p',
  help: '?',
} as const;

export interface ShortcutLine {
  keys: string[];
  what: string;
}

export interface ShortcutGroup {
  title: string;
  /** When the keys work. */
  note?: string;
  lines: ShortcutLine[];
}

export const SHORTCUT_GROUPS: ShortcutGroup[] = [
  {
    title: 'On this page',
    note: 'Not while typing in a field or the comment editor.',
    lines: [
      { keys: [SHORTCUT_KEYS.next], what: 'Next candidate in the list' },
      { keys: [SHORTCUT_KEYS.previous], what: 'Previous candidate in the list' },
      { keys: ['1', '2', '3', '4', '5'], what: 'Your score, 1 to 5' },
      { keys: [SHORTCUT_KEYS.help], what: 'This list' },
    ],
  },
  {
    title: 'In the score stars',
    lines: [
      { keys: ['←', '→'], what: 'Lower or raise your score' },
      { keys: ['Home', 'End'], what: 'Score 1 or 5' },
    ],
  },
  {
    title: 'On the video',
    note: 'While the video or its controls have the focus.',
    lines: [
      { keys: ['Space', 'K'], what: 'Play or pause' },
      { keys: ['←', '→'], what: 'Back or forward 5 seconds' },
    ],
  },
];
