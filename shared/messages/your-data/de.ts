import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  title: 'Ihre Daten',
  loading: 'Wird geladen',
  loadFailed: 'Ihre Daten konnten nicht geladen werden',
  tryAgain: 'Erneut versuchen',
  intro:
    '{name}, das haben Sie mit Ihrer Bewerbung für {roleTitle} gesendet. Der Link zu dieser Seite ist persönlich: Bitte geben Sie ihn nicht weiter.',
  controller: 'Verantwortlich für Ihre Daten',
  contact: 'Fragen zu Ihren Daten:',
  notice: 'Datenschutzhinweis',
  downloadTitle: 'Eine Kopie Ihrer Daten',
  downloadBody:
    'Eine ZIP-Datei mit Ihrer Registrierung, Ihren Antworten, dem Protokoll Ihres Tests und Ihrem Feedback als JSON sowie Ihrem Video und Ihren Dateien so, wie Sie sie gesendet haben.',
  downloadButton: 'Meine Daten herunterladen',
  erasureTitle: 'Ihre Daten löschen',
  erasureBody:
    'Wir löschen alles, was Sie gesendet haben: Ihre Registrierung, Antworten, Ihr Video, Ihre Dateien und Ihr Feedback. Das lässt sich nicht rückgängig machen.',
  erasureButton: 'Löschung meiner Daten beantragen',
  confirmTitle: 'Ihre Daten löschen?',
  confirmWhen:
    'Ihre Daten werden am {date} gelöscht{mailOn, select, yes {; wir schicken Ihnen eine E-Mail, sobald es erledigt ist} other {}}.',
  confirmSoon:
    'Ihre Daten werden innerhalb der nächsten Stunde gelöscht{mailOn, select, yes {; wir schicken Ihnen eine E-Mail, sobald es erledigt ist} other {}}.',
  confirmHeld:
    'Wir löschen Ihre Daten, sobald wir dürfen{mailOn, select, yes {, und schicken Ihnen eine E-Mail, sobald es erledigt ist} other {}}.',
  confirmWhat:
    'Laden Sie sie vorher herunter, wenn Sie eine Kopie möchten: Danach funktioniert dieser Link nicht mehr, und niemand kann die Daten wiederherstellen.',
  confirmButton: 'Meine Daten löschen',
  cancel: 'Meine Daten behalten',
  close: 'Schließen',
  requestedTitle: 'Wir haben Ihren Antrag erhalten',
  requestedOn: 'Sie haben am {date} die Löschung Ihrer Daten beantragt.',
  requestedWhen:
    'Ihre Daten werden am {date} gelöscht{mailOn, select, yes {; wir schicken Ihnen eine E-Mail, sobald es erledigt ist} other {}}.',
  requestedHeld: 'Das Recruiting-Team hat Ihren Antrag erhalten und meldet sich dazu bei Ihnen.',
  unknownTitle: 'Dieser Link funktioniert nicht',
  unknown:
    'Wir konnten zu diesem Link keine Daten finden. Vielleicht ist er unvollständig: Prüfen Sie, ob Sie den ganzen Link kopiert haben. Wenn Sie die Löschung Ihrer Daten beantragt hatten, wurden sie gelöscht, und damit gilt auch dieser Link nicht mehr.',
  unknownHelp:
    'Kommen Sie nicht weiter? Wenden Sie sich an das Team, das Sie eingeladen hat – es hilft Ihnen gern.',
} satisfies Translation<typeof english>;
