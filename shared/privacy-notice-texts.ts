/**
 * The privacy notice's fold on the sign-up page (docs/privacy.md). A file of its own: that page
 * is held to its weight (e2e/size-budget.spec.ts) and downloads only these words.
 */
export const PRIVACY_NOTICE_TEXTS = {
  summary: 'How we handle your data',
  controller: 'Who holds your data',
} as const;
