import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Chargement de l’évaluation',
  loadingPage: 'Chargement',
  loadingInvite: 'Chargement de l’invitation',
  inviteNotLoaded: 'L’invitation n’a pas pu être chargée',
  closeNotification: 'Fermer la notification',
} satisfies Translation<typeof english>;
