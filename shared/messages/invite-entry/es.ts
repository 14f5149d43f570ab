import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Cargando la evaluación',
  loadingPage: 'Cargando',
  loadingInvite: 'Cargando la invitación',
  inviteNotLoaded: 'No se ha podido cargar la invitación',
  closeNotification: 'Cerrar la notificación',
} satisfies Translation<typeof english>;
