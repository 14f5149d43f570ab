/**
 * What the sign-up form's checks say (shared/registration.schema.ts): the server answers with
 * these words, and the sign-up page shows each in the candidate's language by its key
 * (shared/messages/sign-up/). A file of their own, free of zod, so the catalogue can hold them.
 */
export const REGISTRATION_MESSAGES = {
  nameMissing: 'Please enter your full name.',
  nameTooLong: 'The name is at most 200 characters.',
  emailMissing: 'Please enter your email address.',
  emailTooLong: 'The email address is at most 320 characters.',
  emailInvalid: 'Please enter a valid email address.',
  socialMissing: 'Please enter your social or portfolio link.',
  socialTooLong: 'The social link is at most 500 characters.',
  socialNotHttp: 'Please enter a full social link, starting with https://',
  experienceMissing: 'Please choose your work experience.',
  genderInvalid: 'Please choose a gender option or leave it empty.',
  agreementMissing: 'Please agree to the terms to continue.',
} as const;
