import { PRIVACY_NOTICE_TEXTS } from '../../privacy-notice-texts';
import { REGISTRATION_MESSAGES } from '../../registration-messages';
import { INVITE_ENTRY_TEXTS, SIGN_UP_TEXTS } from '../../sign-up-texts';

/**
 * The invite link's forwarding page and the sign-up page, in English (docs/languages.md): the
 * fixed texts (docs/product.md#texts) from the texts modules, the rest written here. ICU messages:
 * `{name}` is a value, `{count, plural, …}` a count.
 */
export default {
  ...SIGN_UP_TEXTS,
  loading: INVITE_ENTRY_TEXTS.loading,
  pageTitle: 'Sign up',
  language: 'Language',
  // The overview.
  invitesYou: '{company} invites you to a pre-screening',
  testDuration: 'Test duration',
  questions: 'Questions',
  duration:
    '{minutes, select, none {No time limit} other {{minutes, plural, one {# min} other {# mins}}}}',
  linkActive: 'This link is active for 7 days.',
  useComputer: 'Please use a desktop or laptop computer, not a mobile device.',
  noTimeLimit: 'There is no time limit: take the time you need.',
  usuallyTakes: 'The test usually takes {minutes, plural, one {# minute} other {# minutes}}.',
  preScreening:
    'This is a pre-screening before a one-to-one video interview: {asked}, reviewed by the hiring team.',
  askedWritten:
    '{count, plural, =1 {one written answer} =2 {two written answers} =3 {three written answers} =4 {four written answers} =5 {five written answers} =6 {six written answers} =7 {seven written answers} =8 {eight written answers} =9 {nine written answers} other {# written answers}}',
  askedVideo:
    '{count, plural, =1 {one video answer} =2 {two video answers} =3 {three video answers} =4 {four video answers} =5 {five video answers} =6 {six video answers} =7 {seven video answers} =8 {eight video answers} =9 {nine video answers} other {# video answers}}',
  askedAudio:
    '{count, plural, =1 {one audio answer} =2 {two audio answers} =3 {three audio answers} =4 {four audio answers} =5 {five audio answers} =6 {six audio answers} =7 {seven audio answers} =8 {eight audio answers} =9 {nine audio answers} other {# audio answers}}',
  askedChoice:
    '{count, plural, =1 {one multiple-choice question} =2 {two multiple-choice questions} =3 {three multiple-choice questions} =4 {four multiple-choice questions} =5 {five multiple-choice questions} =6 {six multiple-choice questions} =7 {seven multiple-choice questions} =8 {eight multiple-choice questions} =9 {nine multiple-choice questions} other {# multiple-choice questions}}',
  askedFile:
    '{count, plural, =1 {one file upload} =2 {two file uploads} =3 {three file uploads} =4 {four file uploads} =5 {five file uploads} =6 {six file uploads} =7 {seven file uploads} =8 {eight file uploads} =9 {nine file uploads} other {# file uploads}}',
  askedVideoIntroduction: 'a short video introduction',
  // The form.
  formName: 'Registration',
  email: 'Email',
  fullName: 'Full name',
  experience: 'Work experience',
  choose: 'Choose',
  years: '{range} years',
  gender: 'Gender (optional)',
  genderMale: 'Male',
  genderFemale: 'Female',
  genderOther: 'Other',
  genderPreferNotToSay: 'Prefer not to say',
  social: 'Social link',
  socialHint: 'LinkedIn, GitHub or portfolio',
  agreeTo: 'I agree to the assessment rules:',
  ruleNoCopying: 'I will not copy code or text from any source.',
  ruleNoHelp: 'I will not use websites or AI tools for help.',
  ruleNoSharing: "I will not share the platform's content or questions.",
  whatIsRecorded:
    'I understand that during the assessment the developer-tools shortcuts (F12, Ctrl+Shift+I, Ctrl+Shift+J, Ctrl+Shift+C, Ctrl+U) and the right-click menu are blocked, and that the hiring team receives my answers, my video, the device details of each computer I use (device type, operating system, browser, screen and window size, time zone, language, when used) and a log of pasting text, leaving the tab (and for how long), reloading or closing the page, and blocked keys.',
  privacySummary: PRIVACY_NOTICE_TEXTS.summary,
  privacyController: PRIVACY_NOTICE_TEXTS.controller,
  mobileBody:
    'The hiring team asks you to take this assessment on a desktop or laptop computer. Please open the same invite link on a computer.',
  // The form's checks, in the words the server answers with.
  ...REGISTRATION_MESSAGES,
} as const;
