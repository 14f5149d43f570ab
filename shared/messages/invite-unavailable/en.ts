import { INVITE_TEXTS } from '../../invite-texts';

/**
 * The page of an invite link that can no longer be used (withdrawn or expired), in English
 * (docs/languages.md); with the refusals' own words, which it shows when no code says which.
 */
export default {
  ...INVITE_TEXTS.page,
  whatHappened: 'What happened',
  withdrawn: INVITE_TEXTS.withdrawn,
  expired: INVITE_TEXTS.expired,
} as const;
