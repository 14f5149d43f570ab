import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  title: 'Presentación en vídeo',
  settingUp: 'Configurando su cámara...',
  accessRequired: 'Se necesita acceso a la cámara',
  tryAgain: 'Intentar de nuevo',
  start: 'Iniciar grabación',
  pause: 'Pausar',
  resume: 'Reanudar',
  end: 'Finalizar grabación',
  badgeRecording: 'GRABANDO',
  badgePaused: 'EN PAUSA',
  badgeError: 'ERROR',
  completedTitle: '¡Grabación completada con éxito!',
  submit: 'Enviar grabación',
  recordAgain: 'Grabar de nuevo',
  errorTitle: 'Error de grabación',
  frozen:
    'Algo ha fallado en su grabación de vídeo. La imagen de la cámara parece haberse congelado.',
  howToFix: 'Cómo solucionarlo',
  restartCamera: 'Reiniciar la cámara',
  closeFaq: 'Cerrar las preguntas frecuentes',
  cameraDenied:
    'Se ha denegado el acceso a la cámara. Permita el acceso a la cámara y actualice la página.',
  noDevices: 'No se ha encontrado ninguna cámara. Conecte una cámara.',
  devicesFailed: 'No se han podido obtener los dispositivos.',
  cameraBusy: 'Error al acceder a la cámara. Vuelva a cargar la página.',
  cameraNotAllowed: 'Error al acceder a la cámara. Permita el acceso.',
  startFailed: 'No se ha podido iniciar la grabación. Inténtelo de nuevo.',
  uploadStalled:
    'Su vídeo aún no ha llegado al servidor: parece que no hay conexión. Mantenga esta página abierta: se seguirá enviando en cuanto vuelva a estar en línea.',
  sendAgain: 'Enviar de nuevo',
  maxLengthReached:
    'Ha alcanzado el límite de {unit, select, minutes {{minutes, plural, one {# minuto} other {# minutos}}} seconds {{seconds, plural, one {# segundo} other {# segundos}}} other {{clock} minutos}}, así que la grabación se ha detenido automáticamente. Puede enviarla o grabar de nuevo.',
  takesUsedUp: 'Ha agotado todos sus intentos. Póngase en contacto con el equipo de selección.',
  takesUsedUpRefusal: 'Ha agotado todos sus intentos.',
  takesLeftNote: `{takes, plural, one {Le queda # intento} other {Le quedan # intentos}}: cada grabación que termine cuenta como uno.`,
  cameraPreview: 'Su cámara',
  recordingTime: 'Tiempo de grabación',
  microphoneSettingUp: 'Configurando su micrófono...',
  microphoneAccessRequired: 'Se necesita acceso al micrófono',
  microphoneDenied:
    'Se ha denegado el acceso al micrófono. Permita el acceso al micrófono y actualice la página.',
  microphoneNoDevices: 'No se ha encontrado ningún micrófono. Conecte un micrófono.',
  microphoneBusy:
    'No se ha podido iniciar su micrófono. Puede que lo esté usando otra aplicación o pestaña: ciérrela y vuelva a cargar esta página.',
  microphoneNotAllowed: 'Error al acceder al micrófono. Permita el acceso.',
  microphoneLevel: 'Nivel de su micrófono',
  microphoneStopped: 'Algo ha fallado en su grabación: su micrófono ha dejado de enviar sonido.',
  restartMicrophone: 'Reiniciar el micrófono',
  uploadStalledAudio:
    'Su grabación aún no ha llegado al servidor: parece que no hay conexión. Mantenga esta página abierta: se seguirá enviando en cuanto vuelva a estar en línea.',
  uploadProgress: 'Progreso de la subida',
  uploadSent: '{media, select, video {Vídeo enviado} other {Grabación enviada}} al servidor',
  uploadSaved:
    '{media, select, video {Vídeo guardado} other {Grabación guardada}} en el servidor ({size}).',
  uploadSaving: 'Guardando mientras graba: {sent} de {total} enviados.',
  uploadStalledSent: '{sent} de {total} enviados.',
  megabytes: '{size} MB',
  recordingLength: 'Su grabación dura {length}.',
  lastTake: 'Era su último intento: envíe esta grabación.',
  recordAgainTakes: `Grabar de nuevo ({takes, plural, one {queda # intento} other {quedan # intentos}})`,
  offlineTitle: 'No tiene conexión',
  unreachableTitle: 'El servidor no responde',
  recordingOffline:
    'Su grabación continúa. Lo que aún no ha llegado al servidor se guarda en esta página y se enviará automáticamente en cuanto vuelva la conexión. No se pierde nada mientras esta página siga abierta.',
  recordingUnreachable:
    'Su grabación continúa. Lo que aún no ha llegado al servidor se guarda en esta página, que sigue intentándolo: se enviará automáticamente en cuanto el servidor vuelva a responder. No se pierde nada mientras esta página siga abierta.',
  endedSending: 'Enviando el último segundo de su vídeo...',
  endedOffline:
    'Su grabación está completa y guardada en esta página. Su última parte se enviará automáticamente en cuanto vuelva la conexión, y entonces podrá usar «Enviar grabación». No se pierde nada mientras esta página siga abierta.',
  endedUnreachable:
    'Su grabación está completa y guardada en esta página. La página sigue intentando enviar su última parte y continuará automáticamente en cuanto el servidor vuelva a responder; entonces podrá usar «Enviar grabación». No se pierde nada mientras esta página siga abierta.',
  endedSavedOffline:
    'Su grabación está guardada en el servidor. Podrá usar «Enviar grabación» en cuanto vuelva la conexión.',
  endedSubmitting: 'Enviando su grabación...',
  faqVideoTitle: 'Cómo solucionar un vídeo congelado',
  faqVideoIntro:
    'Una grabación congelada no se puede reparar, así que se vuelve a grabar desde el principio.',
  faqVideoQuestion1: '¿Por qué se ha congelado mi vídeo?',
  faqVideoAnswer1:
    'Su cámara ha dejado de enviar imágenes al navegador. Suele ocurrir cuando otra aplicación toma el control de la cámara, la cámara se desconecta o el ordenador la pausa para ahorrar energía.',
  faqVideoQuestion2: '¿Puede estar usando otra aplicación mi cámara?',
  faqVideoAnswer2:
    'Sí, es la causa más frecuente. Cierre otras aplicaciones o pestañas del navegador que puedan usar la cámara, como videollamadas, y pulse «Reiniciar la cámara».',
  faqVideoQuestion3: '¿Cómo compruebo el permiso de cámara del navegador?',
  faqVideoAnswer3:
    'Haga clic en el icono de la cámara o del candado en la barra de direcciones y compruebe que la cámara está permitida para este sitio. Si lo cambia, vuelva a cargar la página: sus respuestas escritas están guardadas.',
  faqVideoQuestion4: 'Uso una cámara externa. ¿Qué puedo hacer?',
  faqVideoAnswer4:
    'Desconecte la cámara, vuelva a conectarla, espere unos segundos y pulse «Reiniciar la cámara».',
  faqVideoQuestion5: 'Se sigue congelando. ¿Qué más puedo probar?',
  faqVideoAnswer5:
    'Vuelva a cargar la página o abra su enlace de invitación en otro navegador actualizado. Sus respuestas escritas se conservan en ambos casos. Si nada funciona, responda al equipo de selección y le ayudarán.',
  faqAudioTitle: 'Cómo solucionar un micrófono que se ha detenido',
  faqAudioIntro:
    'Una grabación cuyo micrófono se ha detenido no se puede reparar, así que se vuelve a grabar desde el principio.',
  faqAudioQuestion1: '¿Por qué se ha detenido mi grabación?',
  faqAudioAnswer1:
    'Su micrófono ha dejado de enviar sonido al navegador. Suele ocurrir cuando unos auriculares se desconectan o se apagan, otra aplicación toma el control del micrófono o el ordenador lo desactiva.',
  faqAudioQuestion2: '¿Puede estar usando otra aplicación mi micrófono?',
  faqAudioAnswer2:
    'Sí, es una causa frecuente. Cierre otras aplicaciones o pestañas del navegador que puedan usar el micrófono, como videollamadas, y pulse «Reiniciar el micrófono».',
  faqAudioQuestion3: '¿Cómo compruebo el permiso de micrófono del navegador?',
  faqAudioAnswer3:
    'Haga clic en el icono del micrófono o del candado en la barra de direcciones y compruebe que el micrófono está permitido para este sitio. Si lo cambia, vuelva a cargar la página: sus respuestas escritas están guardadas.',
  faqAudioQuestion4: 'Uso unos auriculares o un micrófono externo. ¿Qué puedo hacer?',
  faqAudioAnswer4:
    'Vuelva a conectarlo o enciéndalo de nuevo, espere unos segundos y pulse «Reiniciar el micrófono». Puede que primero tenga que volver a emparejar unos auriculares inalámbricos.',
  faqAudioQuestion5: 'Se sigue deteniendo. ¿Qué más puedo probar?',
  faqAudioAnswer5:
    'Vuelva a cargar la página o abra su enlace de invitación en otro navegador actualizado. Sus respuestas escritas se conservan en ambos casos. Si nada funciona, responda al equipo de selección y le ayudarán.',
  tipsTitle: 'Grabe una breve presentación de unos 1-2 minutos',
  tipsIntro: 'Háblenos de usted, de su experiencia y de por qué le interesa este puesto.',
  tipLighting: 'Busque buena iluminación y asegúrese de que el audio se oiga con claridad.',
  tipCamera: 'Mire a la cámara.',
  tipProfessional: 'Sea profesional, pero cercano.',
  tipPace: 'Hable con claridad y a un ritmo moderado.',
  thinking: 'Tómese un momento para pensar: {clock}',
  startNow: 'Empezar ahora',
  spokenStartsIn: 'La grabación empieza en {left, plural, one {# segundo} other {# segundos}}.',
  spokenThinking:
    '{seconds, plural, one {# segundo} other {# segundos}} para pensar antes de que empiece la grabación.',
  practiceTitleVideo: 'Pruebe su cámara',
  practiceIntroVideo:
    'Grabe unos segundos y véalos, para comprobar la imagen y el sonido antes de su primera respuesta en vídeo. Esta prueba se queda en su dispositivo: nunca se envía.',
  practiceTitleAudio: 'Pruebe su micrófono',
  practiceIntroAudio:
    'Grabe unos segundos y escúchelos, para comprobar el sonido antes de su primera respuesta de audio. Esta prueba se queda en su dispositivo: nunca se envía.',
  skipPractice: 'Omitir la prueba',
  practiceLeft: 'Prueba: {left} s',
  practicePlayback: 'Su grabación de prueba',
  practiceRecord: 'Grabar {seconds, plural, one {# segundo} other {# segundos}}',
  practiceStop: 'Detener',
  practiceAgain: 'Probar de nuevo',
  practiceDone: 'Continuar con su respuesta',
  checking: 'Comprobando qué se guardó de su última grabación...',
  interruptedTitle: 'Su grabación se ha interrumpido',
  savedSeconds:
    '{seconds, plural, one {Se guardó el primer segundo.} other {Se guardaron los primeros # segundos.}}',
  savedPart: 'Se guardó una parte de su grabación.',
  choice: 'Puede enviar la parte guardada como su presentación en vídeo o volver a grabarla.',
  lastTakeInterrupted:
    'No le quedan intentos para volver a grabar, así que puede enviar la parte guardada como su presentación en vídeo.',
  answerChoice: 'Puede enviar la parte guardada como su respuesta o volver a grabarla.',
  answerLastTake:
    'No le quedan intentos para volver a grabar, así que puede enviar la parte guardada como su respuesta.',
  takeNote: 'Volver a grabar inicia un nuevo intento; la parte guardada se elimina entonces.',
  takesLeftSentence: '{takes, plural, one {Le queda # intento.} other {Le quedan # intentos.}}',
  submitSavedPart: 'Enviar la parte guardada',
  recordAgainSaved: 'Volver a grabar',
  notInterrupted: 'No hay ninguna grabación interrumpida que enviar.',
  stillArriving:
    'Esta grabación aún está llegando desde otra pestaña o ventana. Termínela allí, o cierre esa pestaña y vuelva a cargar esta página.',
  nothingSaved: 'No se guardó nada de esta grabación. Vuelva a grabarla.',
  lastTakeSaved: 'Su último intento está guardado.',
  notSubmitted: 'Aún no se ha enviado.',
  notSubmittedLength: 'Dura {length} y aún no se ha enviado.',
  loading: 'Cargando la evaluación',
  answerSubmitted:
    '{media, select, video {Su respuesta en vídeo está enviada.} other {Su respuesta de audio está enviada.}}',
  answerSaved: 'Está guardada para el equipo de selección.',
  answerSavedLength: 'Dura {length} y está guardada para el equipo de selección.',
  audioType: 'Solo se pueden subir archivos de audio WebM o MP4.',
  answerMetadata: 'La grabación no indica a qué pregunta responde. Vuelva a cargar la página.',
  videoType: 'Solo se pueden subir vídeos WebM o MP4.',
  notAVideo: 'El archivo subido no es un vídeo.',
  recordingUploading: 'La grabación todavía se está subiendo. Espere un momento.',
  recordingVideoMissing: 'Falta el vídeo de esta grabación. Vuelva a grabarlo.',
  recordingReplaced: 'Una grabación más reciente ha sustituido a esta.',
  recordingMissing: 'Esta grabación no existe.',
  recordingFinished: 'Esta grabación ya se ha subido por completo y no se puede borrar.',
  answerRecordingSubmitted: 'Su respuesta grabada a la pregunta {number} ya está enviada.',
  noVideoAction: 'No puedo grabar un vídeo',
  noVideoCardHint: '¿No tiene cámara o sigue sin funcionar?',
  noVideoTitle: 'Terminar sin vídeo',
  noVideoIntro:
    'Puede terminar su evaluación sin presentación en vídeo. El equipo de selección verá el motivo que indique aquí junto con sus respuestas escritas, y puede que se ponga en contacto con usted para acordar otra forma.',
  noVideoAdviceTitle: 'Antes de enviarlo, a veces ayuda lo siguiente:',
  noVideoAdvice1:
    'Cierre otras aplicaciones o pestañas del navegador que puedan estar usando la cámara.',
  noVideoAdvice2:
    'Compruebe el permiso de cámara del navegador para este sitio (el icono de la cámara o del candado en la barra de direcciones).',
  noVideoAdvice3: 'Desconecte la cámara y vuelva a conectarla.',
  noVideoAdvice4: 'Vuelva a cargar la página: sus respuestas escritas están guardadas.',
  noVideoAdvice5: 'Abra su enlace de invitación en otro navegador.',
  noVideoReasonLabel: '¿Por qué no puede grabar un vídeo?',
  noVideoReasonNoCamera: 'No tengo cámara',
  noVideoReasonCameraNotWorking: 'Mi cámara no funciona aquí',
  noVideoReasonOther: 'Otro motivo',
  noVideoNoteLabel: 'Lo que el equipo de selección debería saber',
  noVideoNoteOptional: '(opcional)',
  noVideoNoteRequired: 'Explíqueselo al equipo de selección en pocas palabras.',
  noVideoFinalNote:
    'Al enviarlo, su evaluación queda terminada: después ya no se podrá grabar un vídeo.',
  noVideoCancel: 'Cancelar',
  noVideoSend: 'Enviar y terminar',
  noVideoRefusalReason: 'Indique por qué no puede grabar un vídeo.',
  noVideoRefusalNoteType: 'La nota debe ser texto.',
  noVideoRefusalNoteTooLong: 'La nota es demasiado larga: como máximo 1000 caracteres.',
  noVideoRefusalVideoSubmitted: 'Su presentación en vídeo ya está enviada.',
  noVideoRefusalAnswersMissing:
    'Responda a todas las preguntas obligatorias antes de terminar la evaluación.',
} satisfies Translation<typeof english>;
