import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  controller:
    '{controller} ist verantwortlich für die Angaben, die Sie in diesem Test machen (Verantwortlicher im Sinne des Datenschutzrechts). Sie werden ausschließlich zur Prüfung Ihrer Bewerbung verwendet.',
  contact: 'Bei Fragen zu Ihren Daten können Sie sich an {contact} wenden.',
  recordedTitle: 'Was wir erfassen:',
  recordedRegistration:
    'Ihre Registrierung: Ihr Name, Ihre E-Mail-Adresse, Ihr Profil-Link, Ihre Berufserfahrung und Ihr Geschlecht, falls Sie es angeben möchten.',
  recordedDevice:
    'Die Gerätedaten jedes Computers, den Sie nutzen: Gerätetyp, Betriebssystem, Browser, Bildschirm- und Fenstergröße, Zeitzone und Sprache sowie der Zeitpunkt der Nutzung.',
  recordedAnswers:
    'Ihre schriftlichen Antworten, die Optionen, die Sie auswählen, und die Fragen, die Sie überspringen.',
  recordedRecordings: 'Ihre Video- und Audioaufnahmen sowie die Dateien, die Sie hochladen.',
  recordedMoments:
    'Ereignisse, die dem Team helfen, Ihre Antworten fair zu beurteilen: wann Sie Text einfügen; wann und wie lange Sie den Tab des Tests verlassen; wann Sie die Testseite öffnen, neu laden oder schließen; und wann Sie eine Taste der Entwicklertools drücken oder das Kontextmenü der rechten Maustaste öffnen – beides ist während des Tests gesperrt.',
  recordedFeedback: 'Ihr Feedback zum Test, falls Sie uns eines geben.',
  keptUntilDeleted: 'Wir bewahren Ihre Daten auf, bis das Recruiting-Team sie löscht.',
  deletedAfter:
    'Ihre Daten werden {days, plural, one {# Tag} other {# Tage}} nach Ihrer letzten Aktivität im Test, der letzten Entscheidung des Teams über Sie oder dem Ablauf Ihrer Einladung gelöscht – maßgeblich ist der späteste dieser Zeitpunkte.',
  byStatus:
    'Wie lange wir Ihre Daten aufbewahren, hängt vom Stand Ihrer Bewerbung ab. Die Tage zählen ab Ihrer letzten Aktivität im Test, der letzten Entscheidung des Teams über Sie oder dem Ablauf Ihrer Einladung – maßgeblich ist der späteste dieser Zeitpunkte:',
  statusKept:
    '{status, select, new {Bewerbungen, über die noch nicht entschieden wurde,} shortlisted {Bewerbungen in der engeren Auswahl} on_hold {Zurückgestellte Bewerbungen} other {Nicht berücksichtigte Bewerbungen}} werden aufbewahrt, bis das Team sie löscht.',
  statusDeleted:
    '{status, select, new {Bewerbungen, über die noch nicht entschieden wurde,} shortlisted {Bewerbungen in der engeren Auswahl} on_hold {Zurückgestellte Bewerbungen} other {Nicht berücksichtigte Bewerbungen}} werden {days, plural, one {# Tag} other {# Tage}} danach gelöscht.',
  yours:
    'Ihre Daten gehören Ihnen. Sie können jederzeit auf Ihrer Seite „Ihre Daten“ eine Kopie von allem herunterladen, was Sie uns gegeben haben, und die Löschung beantragen: Den Link finden Sie auf der Seite, die Sie nach Abschluss des Tests sehen{mailOn, select, yes {, und in unserer Dankes-E-Mail} other {}}.',
  erasure:
    'Wenn Sie die Löschung Ihrer Daten beantragen, löschen wir sie vollständig {days, plural, =0 {innerhalb der nächsten Stunde} one {innerhalb eines Tages nach Ihrem Antrag} other {innerhalb von # Tagen nach Ihrem Antrag}}, es sei denn, wir sind gesetzlich verpflichtet, sie eine Zeit lang aufzubewahren (zum Beispiel während eines Rechtsstreits).',
} satisfies Translation<typeof english>;
