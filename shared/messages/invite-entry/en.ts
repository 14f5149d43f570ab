import { INVITE_ENTRY_TEXTS } from '../../sign-up-texts';

/**
 * The invite link's forwarding spinner and the landing page while the invite loads
 * (docs/languages.md): they draw before any page's words have loaded, so every language of these
 * is in the first file, and this is all they hold.
 */
export default {
  loading: INVITE_ENTRY_TEXTS.loading,
  loadingInvite: 'Loading invite',
  inviteNotLoaded: 'The invite could not be loaded',
} as const;
