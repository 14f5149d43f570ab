/** What the team reads about saving a decision (status and notes) and its history. */
export const DECISION_TEXTS = {
  baseVersion: 'Send the version of the decision your change is based on (a whole number).',
  stale:
    'Someone changed this decision after you opened it. Their version is shown; your change was not saved.',
  conflictTitle: 'Changed while you were working',
  notesConflict: (name: string | null) =>
    `${name ?? 'Someone'} changed the notes while you were typing. Their notes are saved; yours are kept below to re-apply.`,
  statusConflict: (name: string | null) =>
    `${name ?? 'Someone'} changed the status while you were choosing. Their status is saved.`,
  yourNotes: 'Your notes (not saved)',
  reapply: 'Use my notes',
  reapplyStatus: (status: string) => `Set it to ${status}`,
  discard: 'Keep theirs',
  historyTitle: 'History',
  historyEmpty: 'No decision has been made yet.',
  historyShowFewer: 'Show fewer',
} as const;
