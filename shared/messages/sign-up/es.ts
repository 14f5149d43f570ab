import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  continue: 'Continuar',
  missingFields: 'Complete todos los campos obligatorios y acepte las condiciones.',
  noInterview:
    '¡No se ha podido completar el registro! No hay ninguna entrevista válida para usted.',
  begun: '¡Ha comenzado la entrevista!',
  mobileTitle: 'Utilice un ordenador portátil o de sobremesa',
  mobileGotIt: 'Entendido',
  inviteTaken:
    'Otra persona ya ha utilizado esta invitación. Pida su propio enlace al equipo de selección.',
  alreadyComplete: 'Ya ha completado esta evaluación. ¡Gracias!',
  loading: 'Cargando la evaluación',
  pageTitle: 'Registro',
  language: 'Idioma',
  invitesYou: '{company} le invita a una preselección',
  testDuration: 'Duración de la prueba',
  questions: 'Preguntas',
  duration:
    '{minutes, select, none {Sin límite de tiempo} other {{minutes, plural, one {# min} other {# min}}}}',
  linkActive: 'Este enlace es válido durante 7 días.',
  useComputer: 'Utilice un ordenador de sobremesa o portátil, no un dispositivo móvil.',
  noTimeLimit: 'No hay límite de tiempo: tómese el tiempo que necesite.',
  usuallyTakes: 'La prueba suele durar {minutes, plural, one {# minuto} other {# minutos}}.',
  preScreening:
    'Se trata de una preselección previa a una entrevista individual por vídeo: {asked}. El equipo de selección revisará sus respuestas.',
  askedWritten:
    '{count, plural, =1 {una respuesta escrita} =2 {dos respuestas escritas} =3 {tres respuestas escritas} =4 {cuatro respuestas escritas} =5 {cinco respuestas escritas} =6 {seis respuestas escritas} =7 {siete respuestas escritas} =8 {ocho respuestas escritas} =9 {nueve respuestas escritas} one {# respuesta escrita} other {# respuestas escritas}}',
  askedVideo:
    '{count, plural, =1 {una respuesta en vídeo} =2 {dos respuestas en vídeo} =3 {tres respuestas en vídeo} =4 {cuatro respuestas en vídeo} =5 {cinco respuestas en vídeo} =6 {seis respuestas en vídeo} =7 {siete respuestas en vídeo} =8 {ocho respuestas en vídeo} =9 {nueve respuestas en vídeo} one {# respuesta en vídeo} other {# respuestas en vídeo}}',
  askedAudio:
    '{count, plural, =1 {una respuesta de audio} =2 {dos respuestas de audio} =3 {tres respuestas de audio} =4 {cuatro respuestas de audio} =5 {cinco respuestas de audio} =6 {seis respuestas de audio} =7 {siete respuestas de audio} =8 {ocho respuestas de audio} =9 {nueve respuestas de audio} one {# respuesta de audio} other {# respuestas de audio}}',
  askedChoice:
    '{count, plural, =1 {una pregunta de opción múltiple} =2 {dos preguntas de opción múltiple} =3 {tres preguntas de opción múltiple} =4 {cuatro preguntas de opción múltiple} =5 {cinco preguntas de opción múltiple} =6 {seis preguntas de opción múltiple} =7 {siete preguntas de opción múltiple} =8 {ocho preguntas de opción múltiple} =9 {nueve preguntas de opción múltiple} one {# pregunta de opción múltiple} other {# preguntas de opción múltiple}}',
  askedFile:
    '{count, plural, =1 {un archivo para subir} =2 {dos archivos para subir} =3 {tres archivos para subir} =4 {cuatro archivos para subir} =5 {cinco archivos para subir} =6 {seis archivos para subir} =7 {siete archivos para subir} =8 {ocho archivos para subir} =9 {nueve archivos para subir} one {# archivo para subir} other {# archivos para subir}}',
  askedVideoIntroduction: 'una breve presentación en vídeo',
  formName: 'Registro',
  email: 'Correo electrónico',
  fullName: 'Nombre completo',
  experience: 'Experiencia laboral',
  choose: 'Seleccione',
  years: '{range} años',
  gender: 'Género (opcional)',
  genderMale: 'Hombre',
  genderFemale: 'Mujer',
  genderOther: 'Otro',
  genderPreferNotToSay: 'Prefiero no decirlo',
  social: 'Enlace a su perfil',
  socialHint: 'LinkedIn, GitHub o portafolio',
  agreeTo: 'Acepto las normas de la evaluación:',
  ruleNoCopying: 'No copiaré código ni texto de ninguna fuente.',
  ruleNoHelp: 'No utilizaré sitios web ni herramientas de IA para ayudarme.',
  ruleNoSharing: 'No compartiré el contenido ni las preguntas de la plataforma.',
  whatIsRecorded:
    'Entiendo que durante la evaluación se bloquean los atajos de las herramientas para desarrolladores (F12, Ctrl+Mayús+I, Ctrl+Mayús+J, Ctrl+Mayús+C, Ctrl+U) y el menú del clic derecho, y que el equipo de selección recibe mis respuestas, mi vídeo, los datos de cada ordenador que utilice (tipo de dispositivo, sistema operativo, navegador, tamaño de la pantalla y de la ventana, zona horaria, idioma y cuándo se utilizó) y un registro de cuándo pego texto, salgo de la pestaña (y durante cuánto tiempo), recargo o cierro la página, y de las teclas bloqueadas.',
  privacySummary: 'Cómo tratamos sus datos',
  privacyController: 'Responsable de sus datos',
  mobileBody:
    'El equipo de selección le pide que realice esta evaluación en un ordenador de sobremesa o portátil. Abra el mismo enlace de invitación en un ordenador.',
  nameMissing: 'Introduzca su nombre completo.',
  nameTooLong: 'El nombre puede tener como máximo 200 caracteres.',
  emailMissing: 'Introduzca su dirección de correo electrónico.',
  emailTooLong: 'La dirección de correo electrónico puede tener como máximo 320 caracteres.',
  emailInvalid: 'Introduzca una dirección de correo electrónico válida.',
  socialMissing: 'Introduzca el enlace a su perfil o portafolio.',
  socialTooLong: 'El enlace a su perfil puede tener como máximo 500 caracteres.',
  socialNotHttp: 'Introduzca el enlace completo a su perfil, empezando por https://',
  experienceMissing: 'Seleccione su experiencia laboral.',
  genderInvalid: 'Elija una opción de género o deje el campo vacío.',
  agreementMissing: 'Acepte las condiciones para continuar.',
} satisfies Translation<typeof english>;
