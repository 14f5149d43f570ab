/**
 * The words of the invite link's forwarding page and of the sign-up form (docs/product.md#texts).
 * A file of their own: the sign-up page is held to its weight (e2e/size-budget.spec.ts) and
 * downloads only these, not every page's texts; `TEXTS` (texts.ts) holds them as well.
 */
export const INVITE_ENTRY_TEXTS = { loading: 'Loading assessment' } as const;

export const SIGN_UP_TEXTS = {
  continue: 'Continue',
  missingFields: 'Please fill in all required fields and agree to the terms.',
  noInterview: "SignUp failed! There isn't a valid interview for you",
  begun: 'You have begun the interview!',
  mobileTitle: 'Please Use a Laptop or Desktop',
  mobileGotIt: 'Got it',
  inviteTaken:
    'This invite has already been used by another candidate. Please ask the hiring team for your own link.',
  alreadyComplete: 'You have already completed this assessment. Thank you!',
} as const;
