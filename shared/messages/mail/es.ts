import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  hello: 'Hola:',
  helloName: 'Hola, {name}:',
  orOpenLink: 'O abra este enlace:',
  inviteSubject: '{company} le invita a presentar su candidatura: {role}',
  invitePreview: 'Una breve evaluación para el puesto de {role}',
  inviteAction: 'Comenzar la evaluación',
  inviteIntro:
    'Gracias por su interés en el puesto de {role} en {company}. El siguiente paso es una breve evaluación: unas pocas preguntas que puede responder a su ritmo, desde su navegador.',
  inviteStart: 'Puede empezar cuando le venga bien, hasta el {deadline}.',
  inviteFooter:
    'Este enlace es solo para usted y es válido hasta el {deadline}. Si no esperaba este correo, puede ignorarlo.',
  reminderSubject: 'Recordatorio: su evaluación para {role} se cierra pronto',
  reminderPreview:
    '{hours, plural, =1 {Le queda menos de una hora} other {Le quedan unas # horas}} para terminar su evaluación',
  reminderAction: 'Continuar la evaluación',
  reminderBody:
    'Le recordamos que su evaluación para el puesto de {role} en {company} sigue abierta y que {hours, plural, =1 {le queda menos de una hora} other {le quedan unas # horas}}. Todo lo que ya ha respondido se conserva.',
  reminderFooter:
    'El enlace es válido hasta el {deadline}. ¿Ya ha terminado? En ese caso, ignore este correo.',
  receivedSubject: 'Gracias, hemos recibido su evaluación para {role}',
  receivedPreview: 'Sus respuestas ya están en manos del equipo',
  receivedBody:
    'Gracias por completar la evaluación para el puesto de {role} en {company}. La hemos recibido y el equipo leerá sus respuestas.',
  receivedNothingMore: 'Por ahora no tiene que hacer nada más.',
  yourDataLine: 'Vea o descargue sus datos, o pídanos que los borremos:',
  erasedSubject: 'Sus datos se han borrado: {role}',
  erasedPreview: 'Sus datos se han borrado',
  erasedBody:
    'Tal como nos pidió, {company} ha borrado su candidatura para el puesto de {role}: su registro, sus respuestas, sus grabaciones y sus archivos se han eliminado.',
  erasedNothingMore: 'No tiene que hacer nada más.',
} satisfies Translation<typeof english>;
