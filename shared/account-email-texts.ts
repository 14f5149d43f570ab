/** What a member reads about the email address of their account. */
export const ACCOUNT_EMAIL_TEXTS = {
  saved: 'Email saved. Mails for you now go to this address.',
  label: 'Email',
  description:
    'Where the workspace mails you, for example when a candidate finishes or someone mentions you.',
  save: 'Save email',
} as const;
