/** What the team reads about their own scores and the comment thread. */
export const SCORES_TEXTS = {
  scoreSaved: 'Your score is saved.',
  scoreCleared: 'Your score is cleared.',
  scoreRange: 'The score must be a whole number from 1 to 5.',
  questionScores: 'Give at most one score from 1 to 5 (or none) per question.',
  commentAdded: 'Comment added.',
  commentSaved: 'Comment saved.',
  commentDeleted: 'Comment deleted.',
  commentMissing: 'There is no such comment: it may have been deleted.',
  commentEmpty: 'Write something before you post.',
  commentTooLong: 'A comment is at most 5,000 characters.',
  commentNotYours: 'Only its author can change or delete a comment.',
  commentStale:
    'Someone changed this comment while you were editing it. Its newer text is shown; your text is kept to re-apply.',
  mentionUnknown: 'Mention only active members of the team.',
  mentionsTooMany: 'Mention at most 20 members in one comment.',
  baseVersion: 'Send the version of the comment your edit is based on.',
  commentId: 'There is no such comment.',
} as const;
