import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Cargando la evaluación',
  sessionInvalid:
    'Su sesión ya no es válida. Vuelva a registrarse con el mismo correo electrónico para continuar.',
  titleOverview: 'Resumen',
  questionOf: 'Pregunta {number} de {total}',
  titleVideo: 'Presentación en vídeo',
  titleComplete: 'Finalizar',
  progress: 'Progreso',
  answered: 'Respondidas: {answered} de {total}',
  timeRemaining: 'Tiempo restante',
  timeIsUp: 'Se ha acabado el tiempo',
  announceTimeUp: 'Se ha acabado el tiempo.',
  announceOneMinute: 'Queda menos de 1 minuto.',
  announceFiveMinutes: 'Quedan menos de 5 minutos.',
  overTimeTitle:
    '{minutes, plural, =1 {Se ha acabado el minuto} other {Se han acabado los {minutes} minutos}}',
  overTimeBody:
    'Aún puede terminar: todo lo que envíe se conserva, y el equipo de selección verá que le llevó más tiempo.',
  stepOf: 'Paso {step} de {total}',
  sectionQuestions: 'Resolución de problemas',
  sectionQuestionsDescription: 'respuestas {kinds}',
  sectionVideo: 'Presentación en vídeo',
  sectionVideoDescription: 'un vídeo grabado',
  sectionInterview: 'Preparación de la entrevista',
  sectionInterviewDescription: 'su opinión',
  kindWritten: 'escritas',
  kindVideo: 'en vídeo',
  kindAudio: 'de audio',
  kindChoice: 'de opción',
  kindFile: 'con archivo',
  overviewTitle: 'Empecemos',
  invitation:
    '{company} le ha invitado a esta preselección para el puesto de {role}. Consta de {sections, plural, =1 {una sección breve} =2 {dos secciones breves} =3 {tres secciones breves} =4 {cuatro secciones breves} =5 {cinco secciones breves} one {{sections} sección breve} other {{sections} secciones breves}}; su trabajo se guarda sobre la marcha, así que puede tomarse un respiro entre ellas.',
  durationLabel: 'Duración: {duration}',
  duration:
    '{minutes, select, none {Sin límite de tiempo} other {{minutes, plural, =1 {1 min} other {{minutes} min}}}}',
  questionsLabel: 'Preguntas: {count}',
  askedLabel: 'Lo que se le pedirá: {asked}',
  asked: '{summary}; {estimate}',
  noQuestions: 'Ninguna pregunta',
  questionsWritten:
    '{count, plural, one {{count} pregunta escrita} other {{count} preguntas escritas}}',
  questionsVideo:
    '{count, plural, one {{count} pregunta en vídeo} other {{count} preguntas en vídeo}}',
  questionsAudio:
    '{count, plural, one {{count} pregunta de audio} other {{count} preguntas de audio}}',
  questionsChoice:
    '{count, plural, one {{count} pregunta de opción} other {{count} preguntas de opción}}',
  questionsFile:
    '{count, plural, one {{count} pregunta con archivo} other {{count} preguntas con archivo}}',
  questionsMixed: '{count, plural, one {{count} pregunta} other {{count} preguntas}}: {breakdown}',
  countWritten: '{count, plural, one {{count} escrita} other {{count} escritas}}',
  countVideo: '{count} en vídeo',
  countAudio: '{count} de audio',
  countChoice: '{count} de opción',
  countFile: '{count} con archivo',
  estimate: '{minutes, plural, =1 {alrededor de 1 minuto} other {unos {minutes} minutos}}',
  continue: 'Continuar',
  problemSolving: 'RESOLUCIÓN DE PROBLEMAS',
  sectionNumber: 'Sección {number}',
  optional: '(opcional)',
  guidance: 'Orientación:',
  answerLabel: 'Su respuesta a la pregunta {number}',
  bold: 'Negrita',
  italic: 'Cursiva',
  bulletList: 'Lista con viñetas',
  orderedList: 'Lista numerada',
  blockquote: 'Cita',
  skip: 'Omitir esta pregunta',
  skippedTitle: 'Ha omitido esta pregunta',
  answerIt: 'Responderla',
  previous: 'Anterior',
  saveNext: 'Guardar y seguir',
  complete: 'Finalizar',
  waitForUpload: 'Espere a que termine de subirse su archivo.',
  waitForRecording: 'Termine su grabación antes de salir de esta pregunta.',
  blankAnswer: 'Escriba una respuesta antes de continuar.',
  chooseAtLeastOne: 'Elija al menos una opción antes de continuar.',
  chooseAnOption: 'Elija una opción antes de continuar.',
  uploadFirst: 'Suba su archivo antes de continuar.',
  recordVideoFirst: 'Grabe y envíe su respuesta en vídeo antes de continuar.',
  recordAudioFirst: 'Grabe y envíe su respuesta de audio antes de continuar.',
  chooseAny: 'Elija todas las que correspondan.',
  chooseOne: 'Elija una.',
  clearChoice: 'Borrar mi elección',
  fileLimits: '{types}; hasta {megabytes} MB.',
  fileDetails: '{type}, {size}',
  sizeBytes: '{size} bytes',
  sizeKilobytes: '{size} KB',
  sizeMegabytes: '{size} MB',
  uploading: 'Subiendo… {percent} %',
  cancelUpload: 'Cancelar la subida',
  replaceFile: 'Sustituir el archivo',
  removeFile: 'Quitar el archivo',
  chooseFile: 'Elegir un archivo',
  fileTooLarge:
    'Este archivo supera los {megabytes} MB, el máximo que admite esta pregunta. Elija un archivo más pequeño.',
  fileTypeRefused:
    'Este archivo no es un archivo {types}. Elija uno de esos formatos (se comprueba el propio archivo, no su nombre).',
  fileMissing: 'No hay ningún archivo para esta respuesta.',
  fileEmpty: 'Este archivo está vacío. Elija otro.',
  allSaved: 'Todos los cambios guardados',
  saving: 'Guardando...',
  answersOffline:
    'Sin conexión: sus respuestas se guardan en este ordenador y se envían en cuanto vuelva a estar en línea',
  answersUnreachable:
    'El servidor no responde: sus respuestas se guardan en este ordenador y se envían en cuanto vuelva a responder',
  progressOffline:
    'No tiene conexión: aún no se ha guardado en qué punto de la evaluación está. Sus respuestas se guardan en este ordenador; el siguiente paso al que pase lo volverá a guardar.',
  progressUnreachable:
    'El servidor no responde: aún no se ha guardado en qué punto de la evaluación está. Sus respuestas se guardan en este ordenador; el siguiente paso al que pase lo volverá a guardar.',
  submitted: 'Su evaluación ya se ha enviado, así que ya no se puede modificar.',
  completeNeedsVideo: 'La evaluación estará completa una vez enviada su presentación en vídeo.',
  completeNeedsAnswers:
    'Responda a todas las preguntas obligatorias antes de finalizar la evaluación.',
  noVideoStep:
    'Esta evaluación no incluye presentación en vídeo: se completa tras su última respuesta.',
  videoNeedsAnswers:
    'Responda a todas las preguntas obligatorias antes de la presentación en vídeo.',
  noStepBack: 'Su progreso solo puede avanzar.',
  sequenceAhead:
    'El número de secuencia de la respuesta va por delante del reloj del servidor; recargue la página e inténtelo de nuevo.',
  choiceRepeated: 'Cada opción solo se puede elegir una vez.',
  questionSkipped: 'Ha omitido la pregunta {number}. Pulse «Responderla» para responderla.',
  questionRequired: 'La pregunta {number} necesita una respuesta, así que no se puede omitir.',
  questionAnswered:
    'La pregunta {number} ya tiene su respuesta. Quítela primero si quiere omitir la pregunta.',
  choiceUnknown:
    'Esa no es una de las opciones de la pregunta {number}. Recargue la página y vuelva a elegir.',
  choiceSingle: 'La pregunta {number} admite una sola opción.',
  questionMissing: 'La pregunta {number} no existe.',
  cannotReach: 'No se puede conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
  serverFailed: 'Algo ha fallado en el servidor. Inténtelo de nuevo.',
  malformed:
    'El servidor ha enviado una respuesta que esta página no puede leer. Recargue la página.',
  serverError:
    '{requestId, select, none {Algo ha fallado por nuestra parte.} other {Algo ha fallado por nuestra parte (solicitud {requestId}).}}',
  tooManyRequests: 'Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.',
  serviceUnavailable:
    'El servicio no está disponible por un momento. Inténtelo de nuevo en unos instantes.',
  storageUnavailable:
    'Ahora mismo no se pueden guardar ni reproducir grabaciones: su almacenamiento no responde. Inténtelo de nuevo en unos instantes.',
  storageFull:
    'El servidor no tiene espacio para guardar esto ahora mismo. Inténtelo de nuevo más tarde.',
} satisfies Translation<typeof english>;
