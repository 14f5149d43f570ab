import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  title: 'Seite nicht gefunden',
  body: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
  helpTitle: 'Brauchen Sie Hilfe?',
  help: 'Prüfen Sie die Adresse auf Tippfehler, oder wenden Sie sich an das Team, das Ihnen den Link geschickt hat.',
  pageTitle: 'Seite nicht gefunden',
  home: 'Zur Startseite',
} satisfies Translation<typeof english>;
