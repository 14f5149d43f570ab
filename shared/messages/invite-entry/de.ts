import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Test wird geladen',
  loadingPage: 'Wird geladen',
  loadingInvite: 'Einladung wird geladen',
  inviteNotLoaded: 'Die Einladung konnte nicht geladen werden',
  closeNotification: 'Benachrichtigung schließen',
} satisfies Translation<typeof english>;
