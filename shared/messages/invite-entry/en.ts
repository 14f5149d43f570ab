import { INVITE_ENTRY_TEXTS } from '../../sign-up-texts';

/**
 * What a candidate's page draws without waiting for its words (docs/languages.md): the invite
 * link's forwarding spinner, the landing page while the invite loads, any page's spinner while
 * its code loads, and the page frame's name for a toast's close button. Every language of these is in the first file, and this is all they
 * hold.
 */
export default {
  loading: INVITE_ENTRY_TEXTS.loading,
  /** A page's spinner while its code loads, before the page knows more. */
  loadingPage: 'Loading',
  loadingInvite: 'Loading invite',
  inviteNotLoaded: 'The invite could not be loaded',
  closeNotification: 'Close notification',
} as const;
