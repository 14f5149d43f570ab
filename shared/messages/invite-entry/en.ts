import { INVITE_ENTRY_TEXTS } from '../../sign-up-texts';

/**
 * The invite link's forwarding spinner (docs/languages.md): it draws before any page's words have
 * loaded, so its every language is in the first file, and this is all they hold.
 */
export default {
  loading: INVITE_ENTRY_TEXTS.loading,
} as const;
