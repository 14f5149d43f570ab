import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  hello: 'Guten Tag,',
  helloName: 'Guten Tag {name},',
  orOpenLink: 'Oder öffnen Sie diesen Link:',
  inviteSubject: '{company} lädt Sie zur Bewerbung ein: {role}',
  invitePreview: 'Ein kurzer Test für die Stelle „{role}“',
  inviteAction: 'Test starten',
  inviteIntro:
    'Vielen Dank für Ihr Interesse an der Stelle „{role}“ bei {company}. Der nächste Schritt ist ein kurzer Test: einige Fragen, die Sie in Ruhe und in Ihrem Browser beantworten.',
  inviteStart: 'Sie können beginnen, wann es Ihnen passt – bis {deadline}.',
  inviteFooter:
    'Dieser Link gilt nur für Sie und ist bis {deadline} gültig. Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  reminderSubject: 'Erinnerung: Ihr Test für {role} endet bald',
  reminderPreview:
    'Nur noch {hours, plural, =1 {weniger als eine Stunde} other {etwa # Stunden}}, um Ihren Test abzuschließen',
  reminderAction: 'Test fortsetzen',
  reminderBody:
    'Eine freundliche Erinnerung: Ihr Test für die Stelle „{role}“ bei {company} ist noch offen, und Ihnen {hours, plural, =1 {bleibt weniger als eine Stunde} other {bleiben etwa # Stunden}}. Alles, was Sie bereits beantwortet haben, bleibt gespeichert.',
  reminderFooter:
    'Der Link ist bis {deadline} gültig. Schon fertig? Dann betrachten Sie diese E-Mail bitte als gegenstandslos.',
  receivedSubject: 'Vielen Dank, wir haben Ihren Test für {role} erhalten',
  receivedPreview: 'Ihre Antworten liegen dem Team vor',
  receivedBody:
    'Vielen Dank, dass Sie den Test für die Stelle „{role}“ bei {company} abgeschlossen haben. Wir haben ihn erhalten, und das Team wird sich Ihre Antworten ansehen.',
  receivedNothingMore: 'Sie müssen vorerst nichts weiter tun.',
  yourDataLine: 'Ihre Daten ansehen, herunterladen oder ihre Löschung beantragen:',
  erasedSubject: 'Ihre Daten wurden gelöscht: {role}',
  erasedPreview: 'Ihre Daten wurden gelöscht',
  erasedBody:
    'Wie von Ihnen gewünscht, hat {company} Ihre Bewerbung für die Stelle „{role}“ gelöscht: Ihre Registrierung, Ihre Antworten, Aufnahmen und Dateien sind nicht mehr vorhanden.',
  erasedNothingMore: 'Sie müssen nichts weiter tun.',
} satisfies Translation<typeof english>;
