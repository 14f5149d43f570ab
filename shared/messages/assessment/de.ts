import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Test wird geladen',
  sessionInvalid:
    'Ihre Sitzung ist nicht mehr gültig. Bitte registrieren Sie sich erneut mit derselben E-Mail-Adresse, um fortzufahren.',
  titleOverview: 'Überblick',
  questionOf: 'Frage {number} von {total}',
  titleVideo: 'Videovorstellung',
  titleComplete: 'Abschließen',
  progress: 'Fortschritt',
  answered: '{answered} von {total} beantwortet',
  timeRemaining: 'Verbleibende Zeit',
  timeIsUp: 'Die Zeit ist um',
  announceTimeUp: 'Die Zeit ist um.',
  announceOneMinute: 'Weniger als 1 Minute übrig.',
  announceFiveMinutes: 'Weniger als 5 Minuten übrig.',
  overTimeTitle: '{minutes, plural, =1 {Die Minute ist um} other {Die {minutes} Minuten sind um}}',
  overTimeBody:
    'Sie können den Test trotzdem abschließen: Alles, was Sie absenden, bleibt erhalten, und das Recruiting-Team sieht, dass es länger gedauert hat.',
  stepOf: 'Schritt {step} von {total}',
  sectionQuestions: 'Problemlösung',
  sectionQuestionsDescription: 'Antworten {kinds}',
  sectionVideo: 'Videovorstellung',
  sectionVideoDescription: 'ein aufgenommenes Video',
  sectionInterview: 'Vorbereitung auf das Interview',
  sectionInterviewDescription: 'Ihr Feedback',
  kindWritten: 'schriftlich',
  kindVideo: 'per Video',
  kindAudio: 'per Audioaufnahme',
  kindChoice: 'per Auswahl',
  kindFile: 'als Datei',
  overviewTitle: 'Los geht’s',
  invitation:
    '{company} hat Sie zu dieser Vorauswahl für die Stelle {role} eingeladen. Sie besteht aus {sections, plural, =1 {einem kurzen Abschnitt} =2 {zwei kurzen Abschnitten} =3 {drei kurzen Abschnitten} =4 {vier kurzen Abschnitten} =5 {fünf kurzen Abschnitten} one {{sections} kurzen Abschnitt} other {{sections} kurzen Abschnitten}}. Ihre Arbeit wird laufend gespeichert, Sie können also zwischen den Abschnitten kurz durchatmen.',
  durationLabel: 'Dauer: {duration}',
  duration:
    '{minutes, select, none {Kein Zeitlimit} other {{minutes, plural, =1 {1 Min.} other {{minutes} Min.}}}}',
  questionsLabel: 'Fragen: {count}',
  askedLabel: 'Was Sie erwartet: {asked}',
  asked: '{summary}; {estimate}',
  noQuestions: 'Keine Fragen',
  questionsWritten:
    '{count, plural, =1 {1 schriftliche Frage} other {{count} schriftliche Fragen}}',
  questionsVideo: '{count, plural, =1 {1 Videofrage} other {{count} Videofragen}}',
  questionsAudio: '{count, plural, =1 {1 Audiofrage} other {{count} Audiofragen}}',
  questionsChoice: '{count, plural, =1 {1 Auswahlfrage} other {{count} Auswahlfragen}}',
  questionsFile: '{count, plural, =1 {1 Frage mit Datei} other {{count} Fragen mit Datei}}',
  questionsMixed: '{count, plural, =1 {1 Frage} other {{count} Fragen}}: {breakdown}',
  countWritten: '{count} schriftlich',
  countVideo: '{count} per Video',
  countAudio: '{count} per Audio',
  countChoice: '{count} per Auswahl',
  countFile: '{count} mit Datei',
  estimate: '{minutes, plural, =1 {etwa 1 Minute} other {etwa {minutes} Minuten}}',
  continue: 'Weiter',
  problemSolving: 'PROBLEMLÖSUNG',
  sectionNumber: 'Abschnitt {number}',
  optional: '(optional)',
  guidance: 'Hinweis:',
  answerLabel: 'Ihre Antwort auf Frage {number}',
  bold: 'Fett',
  italic: 'Kursiv',
  bulletList: 'Aufzählung',
  orderedList: 'Nummerierte Liste',
  blockquote: 'Zitat',
  skip: 'Frage überspringen',
  skippedTitle: 'Sie haben diese Frage übersprungen',
  answerIt: 'Doch beantworten',
  previous: 'Zurück',
  saveNext: 'Speichern & weiter',
  complete: 'Abschließen',
  waitForUpload: 'Bitte warten Sie, bis Ihre Datei vollständig hochgeladen ist.',
  waitForRecording: 'Bitte beenden Sie Ihre Aufnahme, bevor Sie diese Frage verlassen.',
  blankAnswer: 'Bitte geben Sie eine Antwort ein, bevor Sie fortfahren.',
  chooseAtLeastOne: 'Bitte wählen Sie mindestens eine Option, bevor Sie fortfahren.',
  chooseAnOption: 'Bitte wählen Sie eine Option, bevor Sie fortfahren.',
  uploadFirst: 'Bitte laden Sie Ihre Datei hoch, bevor Sie fortfahren.',
  recordVideoFirst:
    'Bitte nehmen Sie Ihre Videoantwort auf und senden Sie sie ab, bevor Sie fortfahren.',
  recordAudioFirst:
    'Bitte nehmen Sie Ihre Audioantwort auf und senden Sie sie ab, bevor Sie fortfahren.',
  chooseAny: 'Wählen Sie alle zutreffenden Optionen.',
  chooseOne: 'Wählen Sie eine Option.',
  clearChoice: 'Auswahl aufheben',
  fileLimits: '{types}; höchstens {megabytes} MB.',
  fileDetails: '{type}, {size}',
  sizeBytes: '{size} Byte',
  sizeKilobytes: '{size} KB',
  sizeMegabytes: '{size} MB',
  uploading: 'Wird hochgeladen … {percent} %',
  cancelUpload: 'Hochladen abbrechen',
  replaceFile: 'Datei ersetzen',
  removeFile: 'Datei entfernen',
  chooseFile: 'Datei auswählen',
  fileTooLarge:
    'Diese Datei ist größer als {megabytes} MB, die Höchstgröße für diese Frage. Bitte wählen Sie eine kleinere Datei.',
  fileTypeRefused:
    'Diese Datei ist keine {types}-Datei. Bitte wählen Sie eine Datei in einem dieser Formate (geprüft wird die Datei selbst, nicht ihr Name).',
  fileMissing: 'Zu dieser Antwort gibt es keine Datei.',
  fileEmpty: 'Diese Datei ist leer. Bitte wählen Sie eine andere.',
  allSaved: 'Alle Änderungen gespeichert',
  saving: 'Wird gespeichert...',
  answersOffline:
    'Offline: Ihre Antworten bleiben auf diesem Computer gespeichert und werden gesendet, sobald Sie wieder online sind',
  answersUnreachable:
    'Der Server antwortet nicht: Ihre Antworten bleiben auf diesem Computer gespeichert und werden gesendet, sobald er wieder antwortet',
  progressOffline:
    'Sie sind offline: Ihr Stand im Test ist noch nicht gespeichert. Ihre Antworten bleiben auf diesem Computer; der nächste Schritt, zu dem Sie wechseln, speichert ihn erneut.',
  progressUnreachable:
    'Der Server antwortet nicht: Ihr Stand im Test ist noch nicht gespeichert. Ihre Antworten bleiben auf diesem Computer; der nächste Schritt, zu dem Sie wechseln, speichert ihn erneut.',
  submitted: 'Ihr Test ist bereits abgesendet und kann nicht mehr geändert werden.',
  completeNeedsVideo: 'Der Test ist abgeschlossen, sobald Ihre Videovorstellung abgesendet ist.',
  completeNeedsAnswers: 'Bitte beantworten Sie alle Pflichtfragen, bevor Sie den Test abschließen.',
  noVideoStep:
    'Dieser Test hat keine Videovorstellung: Er ist nach Ihrer letzten Antwort abgeschlossen.',
  videoNeedsAnswers: 'Bitte beantworten Sie alle Pflichtfragen vor der Videovorstellung.',
  noStepBack: 'Ihr Fortschritt kann nur vorwärts gehen.',
  sequenceAhead:
    'Die Folgenummer der Antwort ist der Uhr des Servers voraus. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  choiceRepeated: 'Jede Option kann nur einmal gewählt werden.',
  questionSkipped:
    'Sie haben Frage {number} übersprungen. Klicken Sie auf „Doch beantworten“, um sie zu beantworten.',
  questionRequired: 'Frage {number} muss beantwortet werden und kann nicht übersprungen werden.',
  questionAnswered:
    'Frage {number} ist bereits beantwortet. Entfernen Sie Ihre Antwort zuerst, wenn Sie die Frage überspringen möchten.',
  choiceUnknown:
    'Das ist keine der Optionen von Frage {number}. Bitte laden Sie die Seite neu und wählen Sie erneut.',
  choiceSingle: 'Bei Frage {number} ist nur eine Option möglich.',
  questionMissing: 'Frage {number} gibt es nicht.',
  cannotReach:
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  serverFailed: 'Auf dem Server ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  malformed:
    'Der Server hat eine Antwort gesendet, die diese Seite nicht lesen kann. Bitte laden Sie die Seite neu.',
  serverError:
    '{requestId, select, none {Bei uns ist etwas schiefgelaufen.} other {Bei uns ist etwas schiefgelaufen (Anfrage {requestId}).}}',
  tooManyRequests:
    'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  serviceUnavailable:
    'Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  storageUnavailable:
    'Aufnahmen können gerade weder gespeichert noch abgespielt werden: Ihr Speicher antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  storageFull:
    'Auf dem Server ist gerade kein Platz, um dies zu speichern. Bitte versuchen Sie es später erneut.',
} satisfies Translation<typeof english>;
