/** What the built-in owner reads about the email address of their account. */
export const ACCOUNT_EMAIL_TEXTS = {
  saved: 'Email saved. Mails for you now go to this address.',
  ownerOnly:
    "Only the built-in owner (the admin passkey's account) sets an email here; a member's email is the one they joined with.",
  label: 'Email',
  description:
    'Where the workspace mails you, for example when a candidate finishes or someone mentions you. It does not replace the admin passkey.',
  save: 'Save email',
} as const;
