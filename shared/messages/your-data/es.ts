import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  title: 'Sus datos',
  loading: 'Cargando',
  loadFailed: 'No se han podido cargar sus datos',
  tryAgain: 'Reintentar',
  intro:
    '{name}, esto es lo que envió con su candidatura para {roleTitle}. El enlace a esta página es personal: no lo comparta con nadie.',
  controller: 'Responsable de sus datos',
  contact: 'Preguntas sobre sus datos:',
  notice: 'Aviso de privacidad',
  downloadTitle: 'Una copia de sus datos',
  downloadBody:
    'Un archivo zip con su registro, sus respuestas, el registro de actividad de su evaluación y sus comentarios en formato JSON, además de su vídeo y sus archivos tal como los envió.',
  downloadButton: 'Descargar mis datos',
  erasureTitle: 'Borrar sus datos',
  erasureBody:
    'Borramos todo lo que envió: su registro, respuestas, vídeo, archivos y comentarios. No se puede deshacer.',
  erasureButton: 'Solicitar el borrado de mis datos',
  confirmTitle: '¿Borrar sus datos?',
  confirmWhen:
    'Sus datos se borrarán el {date}{mailOn, select, yes {; le enviaremos un correo electrónico cuando esté hecho} other {}}.',
  confirmSoon:
    'Sus datos se borrarán en el plazo de una hora{mailOn, select, yes {; le enviaremos un correo electrónico cuando esté hecho} other {}}.',
  confirmHeld:
    'Borraremos sus datos en cuanto se nos permita{mailOn, select, yes {, y le enviaremos un correo electrónico cuando esté hecho} other {}}.',
  confirmWhat:
    'Si quiere una copia, descárguela antes: después, este enlace dejará de funcionar y nadie podrá recuperar los datos.',
  confirmButton: 'Borrar mis datos',
  cancel: 'Conservar mis datos',
  close: 'Cerrar',
  requestedTitle: 'Hemos recibido su solicitud',
  requestedOn: 'Solicitó el borrado de sus datos el {date}.',
  requestedWhen:
    'Sus datos se borrarán el {date}{mailOn, select, yes {; le enviaremos un correo electrónico cuando esté hecho} other {}}.',
  requestedHeld:
    'El equipo de selección ha recibido su solicitud y se pondrá en contacto con usted al respecto.',
  unknownTitle: 'Este enlace no funciona',
  unknown:
    'No hemos encontrado datos para este enlace. Puede que esté incompleto: compruebe que ha copiado el enlace entero. Si solicitó el borrado de sus datos, ya se han borrado y este enlace ha dejado de funcionar con ellos.',
  unknownHelp:
    '¿Sigue sin poder acceder? Póngase en contacto con el equipo que le invitó y le ayudará.',
} satisfies Translation<typeof english>;
