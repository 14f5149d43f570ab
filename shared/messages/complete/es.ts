import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Cargando…',
  congratulations: 'Enhorabuena',
  helpUsImprove: 'Ayúdenos a mejorar',
  submitFeedback: 'Enviar opinión',
  thankYou: 'Gracias por su opinión',
  summary: 'Resumen de la evaluación',
  pageTitle: 'Completada',
  offline: 'No tiene conexión. Esta página se cargará sola en cuanto vuelva la conexión.',
  unreachable:
    'El servidor aún no responde. Esta página sigue intentándolo y se cargará sola en cuanto responda.',
  completedFor: 'Ha completado la preselección para {role} en {company}.',
  answersSaved: 'Sus respuestas se han guardado.',
  answersAndVideoSaved: 'Sus respuestas y su presentación en vídeo se han guardado.',
  answersAndReasonSaved:
    'Sus respuestas y el motivo por el que no pudo grabar un vídeo se han guardado.',
  questionsAnswered: 'Preguntas respondidas',
  videoSubmitted: 'Vídeo enviado',
  videoComplete: 'Completado',
  videoNotRecorded: 'No grabado',
  howWasIt: '¿Qué le ha parecido esta evaluación?',
  yourRating: 'Su valoración',
  stars: '{stars, plural, one {# estrella} other {# estrellas}}',
  feedbackLabel: 'Comentarios (opcional)',
  feedbackPlaceholder: '¿Qué ha funcionado bien y qué podríamos mejorar?',
  sendWaitsOffline:
    'No tiene conexión. Sus comentarios se conservan en esta página y se enviarán solos en cuanto vuelva la conexión.',
  feedbackTooLong: 'Los comentarios pueden tener como máximo 5000 caracteres.',
  ratingInvalid: 'La valoración debe ser un número del 1 al 5.',
  whatsNext: 'Próximos pasos',
  whatsNextBody:
    'El equipo de selección revisará su evaluación y se pondrá en contacto con usted en un plazo de 3 a 5 días hábiles.',
  yourDataLink: 'Ver o descargar sus datos',
  yourDataLinkHint: 'Descargue lo que envió o pídanos que lo borremos, ahora o más adelante.',
} satisfies Translation<typeof english>;
