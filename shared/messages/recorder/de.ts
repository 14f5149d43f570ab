import type english from './en';
import type { Translation } from '../../i18n/languages';

const TAKES_LEFT = '{takes, plural, one {noch # Versuch} other {noch # Versuche}}';

export default {
  title: 'Videovorstellung',
  settingUp: 'Ihre Kamera wird eingerichtet...',
  accessRequired: 'Kamerazugriff erforderlich',
  tryAgain: 'Erneut versuchen',
  start: 'Aufnahme starten',
  pause: 'Pausieren',
  resume: 'Fortsetzen',
  end: 'Aufnahme beenden',
  badgeRecording: 'AUFNAHME',
  badgePaused: 'PAUSIERT',
  badgeError: 'FEHLER',
  completedTitle: 'Aufnahme erfolgreich abgeschlossen!',
  submit: 'Aufnahme absenden',
  recordAgain: 'Neu aufnehmen',
  errorTitle: 'Aufnahmefehler',
  frozen:
    'Bei Ihrer Videoaufnahme ist etwas schiefgelaufen. Das Kamerabild scheint eingefroren zu sein.',
  howToFix: 'So beheben Sie das Problem',
  restartCamera: 'Kamera neu starten',
  closeFaq: 'FAQ schließen',
  cameraDenied:
    'Der Kamerazugriff wurde verweigert. Bitte erlauben Sie den Zugriff auf die Kamera und laden Sie die Seite neu.',
  noDevices: 'Keine Kamera gefunden. Bitte schließen Sie eine Kamera an.',
  devicesFailed: 'Die Geräte konnten nicht abgefragt werden.',
  cameraBusy: 'Fehler beim Zugriff auf die Kamera. Bitte laden Sie die Seite neu.',
  cameraNotAllowed: 'Fehler beim Zugriff auf die Kamera. Bitte erlauben Sie den Zugriff.',
  startFailed: 'Die Aufnahme konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  uploadStalled:
    'Ihr Video ist noch nicht beim Server angekommen: Die Verbindung scheint unterbrochen zu sein. Lassen Sie diese Seite geöffnet: Es wird weitergesendet, sobald Sie wieder online sind.',
  sendAgain: 'Erneut senden',
  maxLengthReached:
    'Sie haben die Höchstdauer von {unit, select, minutes {{minutes, plural, one {# Minute} other {# Minuten}}} seconds {{seconds, plural, one {# Sekunde} other {# Sekunden}}} other {{clock} Minuten}} erreicht, daher wurde die Aufnahme automatisch beendet. Sie können sie absenden oder neu aufnehmen.',
  takesUsedUp:
    'Sie haben alle Ihre Versuche aufgebraucht. Bitte wenden Sie sich an das Recruiting-Team.',
  takesUsedUpRefusal: 'Sie haben alle Ihre Versuche aufgebraucht.',
  takesLeftNote: `Sie haben ${TAKES_LEFT}: Jede Aufnahme, die Sie beenden, zählt als ein Versuch.`,
  cameraPreview: 'Ihre Kamera',
  recordingTime: 'Aufnahmezeit',
  microphoneSettingUp: 'Ihr Mikrofon wird eingerichtet...',
  microphoneAccessRequired: 'Mikrofonzugriff erforderlich',
  microphoneDenied:
    'Der Mikrofonzugriff wurde verweigert. Bitte erlauben Sie den Zugriff auf das Mikrofon und laden Sie die Seite neu.',
  microphoneNoDevices: 'Kein Mikrofon gefunden. Bitte schließen Sie ein Mikrofon an.',
  microphoneBusy:
    'Ihr Mikrofon konnte nicht gestartet werden. Möglicherweise wird es von einer anderen App oder einem anderen Tab verwendet: Schließen Sie es dort und laden Sie diese Seite dann neu.',
  microphoneNotAllowed: 'Fehler beim Zugriff auf das Mikrofon. Bitte erlauben Sie den Zugriff.',
  microphoneLevel: 'Pegel Ihres Mikrofons',
  microphoneStopped:
    'Bei Ihrer Aufnahme ist etwas schiefgelaufen: Ihr Mikrofon sendet keinen Ton mehr.',
  restartMicrophone: 'Mikrofon neu starten',
  uploadStalledAudio:
    'Ihre Aufnahme ist noch nicht beim Server angekommen: Die Verbindung scheint unterbrochen zu sein. Lassen Sie diese Seite geöffnet: Sie wird weitergesendet, sobald Sie wieder online sind.',
  uploadProgress: 'Upload-Fortschritt',
  uploadSent: '{media, select, video {Video} other {Aufnahme}} an den Server gesendet',
  uploadSaved:
    '{media, select, video {Video} other {Aufnahme}} auf dem Server gespeichert ({size}).',
  uploadSaving: 'Wird während der Aufnahme gespeichert: {sent} von {total} gesendet.',
  uploadStalledSent: '{sent} von {total} gesendet.',
  megabytes: '{size} MB',
  recordingLength: 'Ihre Aufnahme ist {length} lang.',
  lastTake: 'Das war Ihr letzter Versuch: Bitte senden Sie diese Aufnahme ab.',
  recordAgainTakes: `Neu aufnehmen (${TAKES_LEFT})`,
  offlineTitle: 'Sie sind offline',
  unreachableTitle: 'Der Server antwortet nicht',
  recordingOffline:
    'Ihre Aufnahme läuft weiter. Was noch nicht beim Server angekommen ist, bleibt auf dieser Seite und wird automatisch gesendet, sobald die Verbindung wieder besteht. Solange diese Seite geöffnet bleibt, geht nichts verloren.',
  recordingUnreachable:
    'Ihre Aufnahme läuft weiter. Was noch nicht beim Server angekommen ist, bleibt auf dieser Seite, und die Seite versucht es weiter: Es wird automatisch gesendet, sobald der Server wieder antwortet. Solange diese Seite geöffnet bleibt, geht nichts verloren.',
  endedSending: 'Die letzte Sekunde Ihres Videos wird gesendet...',
  endedOffline:
    'Ihre Aufnahme ist vollständig und auf dieser Seite gespeichert. Ihr letzter Teil wird automatisch gesendet, sobald die Verbindung wieder besteht; dann können Sie „Aufnahme absenden“ wählen. Solange diese Seite geöffnet bleibt, geht nichts verloren.',
  endedUnreachable:
    'Ihre Aufnahme ist vollständig und auf dieser Seite gespeichert. Die Seite versucht weiter, ihren letzten Teil zu senden, und macht automatisch weiter, sobald der Server wieder antwortet; dann können Sie „Aufnahme absenden“ wählen. Solange diese Seite geöffnet bleibt, geht nichts verloren.',
  endedSavedOffline:
    'Ihre Aufnahme ist auf dem Server gespeichert. Sie können „Aufnahme absenden“ wählen, sobald die Verbindung wieder besteht.',
  endedSubmitting: 'Ihre Aufnahme wird abgesendet...',
  faqVideoTitle: 'Ein eingefrorenes Video beheben',
  faqVideoIntro:
    'Eine eingefrorene Aufnahme lässt sich nicht reparieren, daher wird sie von vorn neu aufgenommen.',
  faqVideoQuestion1: 'Warum ist mein Video eingefroren?',
  faqVideoAnswer1:
    'Ihre Kamera sendet keine Bilder mehr an den Browser. Das passiert meist, wenn eine andere App die Kamera übernimmt, die Kamera getrennt wird oder der Computer sie zum Energiesparen anhält.',
  faqVideoQuestion2: 'Könnte eine andere App meine Kamera verwenden?',
  faqVideoAnswer2:
    'Ja, das ist die häufigste Ursache. Schließen Sie andere Apps oder Browser-Tabs, die die Kamera verwenden könnten, etwa Videoanrufe, und klicken Sie dann auf „Kamera neu starten“.',
  faqVideoQuestion3: 'Wie prüfe ich die Kameraberechtigung des Browsers?',
  faqVideoAnswer3:
    'Klicken Sie in der Adressleiste auf das Kamera- oder Schloss-Symbol und stellen Sie sicher, dass die Kamera für diese Website erlaubt ist. Wenn Sie die Einstellung ändern, laden Sie die Seite neu: Ihre schriftlichen Antworten sind gespeichert.',
  faqVideoQuestion4: 'Ich verwende eine externe Kamera. Was kann ich tun?',
  faqVideoAnswer4:
    'Ziehen Sie den Stecker der Kamera, stecken Sie sie wieder ein, warten Sie einige Sekunden und klicken Sie dann auf „Kamera neu starten“.',
  faqVideoQuestion5: 'Das Bild friert immer noch ein. Was kann ich noch versuchen?',
  faqVideoAnswer5:
    'Laden Sie die Seite neu oder öffnen Sie Ihren Einladungslink in einem anderen aktuellen Browser. Ihre schriftlichen Antworten bleiben in beiden Fällen erhalten. Wenn nichts hilft, antworten Sie dem Recruiting-Team, es hilft Ihnen gern weiter.',
  faqAudioTitle: 'Ein ausgefallenes Mikrofon beheben',
  faqAudioIntro:
    'Eine Aufnahme, bei der das Mikrofon ausgefallen ist, lässt sich nicht reparieren, daher wird sie von vorn neu aufgenommen.',
  faqAudioQuestion1: 'Warum wurde meine Aufnahme unterbrochen?',
  faqAudioAnswer1:
    'Ihr Mikrofon sendet keinen Ton mehr an den Browser. Das passiert meist, wenn ein Headset abgezogen oder ausgeschaltet wird, eine andere App das Mikrofon übernimmt oder der Computer es abschaltet.',
  faqAudioQuestion2: 'Könnte eine andere App mein Mikrofon verwenden?',
  faqAudioAnswer2:
    'Ja, das ist eine häufige Ursache. Schließen Sie andere Apps oder Browser-Tabs, die das Mikrofon verwenden könnten, etwa Videoanrufe, und klicken Sie dann auf „Mikrofon neu starten“.',
  faqAudioQuestion3: 'Wie prüfe ich die Mikrofonberechtigung des Browsers?',
  faqAudioAnswer3:
    'Klicken Sie in der Adressleiste auf das Mikrofon- oder Schloss-Symbol und stellen Sie sicher, dass das Mikrofon für diese Website erlaubt ist. Wenn Sie die Einstellung ändern, laden Sie die Seite neu: Ihre schriftlichen Antworten sind gespeichert.',
  faqAudioQuestion4: 'Ich verwende ein Headset oder ein externes Mikrofon. Was kann ich tun?',
  faqAudioAnswer4:
    'Stecken Sie es wieder ein oder schalten Sie es wieder ein, warten Sie einige Sekunden und klicken Sie dann auf „Mikrofon neu starten“. Ein kabelloses Headset muss eventuell zuerst neu verbunden werden.',
  faqAudioQuestion5: 'Die Aufnahme bricht immer noch ab. Was kann ich noch versuchen?',
  faqAudioAnswer5:
    'Laden Sie die Seite neu oder öffnen Sie Ihren Einladungslink in einem anderen aktuellen Browser. Ihre schriftlichen Antworten bleiben in beiden Fällen erhalten. Wenn nichts hilft, antworten Sie dem Recruiting-Team, es hilft Ihnen gern weiter.',
  tipsTitle: 'Nehmen Sie eine kurze Vorstellung von etwa 1–2 Minuten auf',
  tipsIntro:
    'Erzählen Sie uns von sich, Ihrer Erfahrung und warum Sie sich für diese Stelle interessieren.',
  tipLighting: 'Sorgen Sie für gutes Licht und einen klaren Ton.',
  tipCamera: 'Schauen Sie in die Kamera.',
  tipProfessional: 'Bleiben Sie professionell, aber persönlich.',
  tipPace: 'Sprechen Sie deutlich und in ruhigem Tempo.',
  thinking: 'Nehmen Sie sich einen Moment Zeit zum Nachdenken: {clock}',
  startNow: 'Jetzt starten',
  spokenStartsIn: 'Die Aufnahme beginnt in {left, plural, one {# Sekunde} other {# Sekunden}}.',
  spokenThinking:
    '{seconds, plural, one {# Sekunde} other {# Sekunden}} Bedenkzeit, bevor die Aufnahme beginnt.',
  practiceTitleVideo: 'Kamera testen',
  practiceIntroVideo:
    'Nehmen Sie ein paar Sekunden auf und sehen Sie sie sich an, um Bild und Ton vor Ihrer ersten Videoantwort zu prüfen. Diese Probeaufnahme bleibt auf Ihrem Gerät: Sie wird nie gesendet.',
  practiceTitleAudio: 'Mikrofon testen',
  practiceIntroAudio:
    'Nehmen Sie ein paar Sekunden auf und hören Sie sie sich an, um den Ton vor Ihrer ersten Audioantwort zu prüfen. Diese Probeaufnahme bleibt auf Ihrem Gerät: Sie wird nie gesendet.',
  skipPractice: 'Probeaufnahme überspringen',
  practiceLeft: 'Probe: {left} s',
  practicePlayback: 'Ihre Probeaufnahme',
  practiceRecord: '{seconds, plural, one {# Sekunde} other {# Sekunden}} aufnehmen',
  practiceStop: 'Stopp',
  practiceAgain: 'Noch einmal',
  practiceDone: 'Weiter zu Ihrer Antwort',
  checking: 'Es wird geprüft, was von Ihrer letzten Aufnahme gespeichert wurde...',
  interruptedTitle: 'Ihre Aufnahme wurde unterbrochen',
  savedSeconds:
    '{seconds, plural, one {Die erste Sekunde davon wurde} other {Die ersten # Sekunden davon wurden}} gespeichert.',
  savedPart: 'Ein Teil Ihrer Aufnahme wurde gespeichert.',
  choice:
    'Sie können den gespeicherten Teil als Ihre Videovorstellung absenden oder sie neu aufnehmen.',
  lastTakeInterrupted:
    'Sie haben keine Versuche mehr für eine neue Aufnahme, daher können Sie den gespeicherten Teil als Ihre Videovorstellung absenden.',
  answerChoice:
    'Sie können den gespeicherten Teil als Ihre Antwort absenden oder sie neu aufnehmen.',
  answerLastTake:
    'Sie haben keine Versuche mehr für eine neue Aufnahme, daher können Sie den gespeicherten Teil als Ihre Antwort absenden.',
  takeNote:
    'Eine neue Aufnahme startet einen neuen Versuch; der gespeicherte Teil wird dann gelöscht.',
  takesLeftSentence: `Sie haben ${TAKES_LEFT}.`,
  submitSavedPart: 'Gespeicherten Teil absenden',
  recordAgainSaved: 'Neu aufnehmen',
  notInterrupted: 'Es gibt keine unterbrochene Aufnahme zum Absenden.',
  stillArriving:
    'Diese Aufnahme wird noch aus einem anderen Tab oder Fenster übertragen. Beenden Sie sie dort oder schließen Sie diesen Tab und laden Sie diese Seite neu.',
  nothingSaved: 'Von dieser Aufnahme wurde nichts gespeichert. Bitte nehmen Sie sie neu auf.',
  lastTakeSaved: 'Ihr letzter Versuch ist gespeichert.',
  notSubmitted: 'Er wurde noch nicht abgesendet.',
  notSubmittedLength: 'Er ist {length} lang und wurde noch nicht abgesendet.',
  loading: 'Test wird geladen',
  answerSubmitted:
    '{media, select, video {Ihre Videoantwort ist abgesendet.} other {Ihre Audioantwort ist abgesendet.}}',
  answerSaved: 'Sie ist für das Recruiting-Team gespeichert.',
  answerSavedLength: 'Sie ist {length} lang und für das Recruiting-Team gespeichert.',
  audioType: 'Es können nur Audiodateien im Format WebM oder MP4 hochgeladen werden.',
  answerMetadata:
    'Die Aufnahme gibt nicht an, welche Frage sie beantwortet. Bitte laden Sie die Seite neu.',
  videoType: 'Es können nur Videos im Format WebM oder MP4 hochgeladen werden.',
  notAVideo: 'Die hochgeladene Datei ist kein Video.',
  recordingUploading: 'Die Aufnahme wird noch hochgeladen. Bitte warten Sie einen Moment.',
  recordingVideoMissing: 'Das Video dieser Aufnahme fehlt. Bitte nehmen Sie es neu auf.',
  recordingReplaced: 'Eine neuere Aufnahme hat diese ersetzt.',
  recordingMissing: 'Diese Aufnahme gibt es nicht.',
  recordingFinished:
    'Diese Aufnahme ist vollständig hochgeladen und kann nicht mehr gelöscht werden.',
  answerRecordingSubmitted: 'Ihre aufgenommene Antwort auf Frage {number} ist bereits abgesendet.',
  noVideoAction: 'Ich kann kein Video aufnehmen',
  noVideoCardHint: 'Keine Kamera, oder sie funktioniert immer noch nicht?',
  noVideoTitle: 'Ohne Video abschließen',
  noVideoIntro:
    'Sie können Ihren Test ohne Videovorstellung abschließen. Das Recruiting-Team sieht den Grund, den Sie hier angeben, zusammen mit Ihren schriftlichen Antworten und meldet sich eventuell bei Ihnen, um einen anderen Weg zu vereinbaren.',
  noVideoAdviceTitle: 'Bevor Sie dies senden – manchmal hilft Folgendes:',
  noVideoAdvice1: 'Schließen Sie andere Apps oder Browser-Tabs, die die Kamera verwenden könnten.',
  noVideoAdvice2:
    'Prüfen Sie die Kameraberechtigung des Browsers für diese Website (das Kamera- oder Schloss-Symbol in der Adressleiste).',
  noVideoAdvice3: 'Ziehen Sie den Stecker der Kamera und stecken Sie sie wieder ein.',
  noVideoAdvice4: 'Laden Sie die Seite neu: Ihre schriftlichen Antworten sind gespeichert.',
  noVideoAdvice5: 'Öffnen Sie Ihren Einladungslink in einem anderen Browser.',
  noVideoReasonLabel: 'Warum können Sie kein Video aufnehmen?',
  noVideoReasonNoCamera: 'Ich habe keine Kamera',
  noVideoReasonCameraNotWorking: 'Meine Kamera funktioniert hier nicht',
  noVideoReasonOther: 'Ein anderer Grund',
  noVideoNoteLabel: 'Was das Recruiting-Team wissen sollte',
  noVideoNoteOptional: '(optional)',
  noVideoNoteRequired: 'Bitte erklären Sie es dem Recruiting-Team in ein paar Worten.',
  noVideoFinalNote:
    'Mit dem Senden schließen Sie Ihren Test ab: Danach kann kein Video mehr aufgenommen werden.',
  noVideoCancel: 'Abbrechen',
  noVideoSend: 'Senden und abschließen',
  noVideoRefusalReason: 'Bitte wählen Sie aus, warum Sie kein Video aufnehmen können.',
  noVideoRefusalNoteType: 'Die Notiz muss ein Text sein.',
  noVideoRefusalNoteTooLong: 'Die Notiz ist zu lang: höchstens 1.000 Zeichen.',
  noVideoRefusalVideoSubmitted: 'Ihre Videovorstellung ist bereits abgesendet.',
  noVideoRefusalAnswersMissing:
    'Bitte beantworten Sie alle Pflichtfragen, bevor Sie den Test abschließen.',
} satisfies Translation<typeof english>;
