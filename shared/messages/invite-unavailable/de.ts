import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  withdrawnTitle: 'Diese Einladung wurde zurückgezogen',
  withdrawnBody:
    'Das Recruiting-Team hat diese Einladung zurückgezogen, daher kann der Test mit diesem Link nicht fortgesetzt werden. Was Sie bereits gespeichert haben, bleibt für das Recruiting-Team erhalten.',
  withdrawnNext:
    'Wenn Sie glauben, dass es sich um einen Irrtum handelt, antworten Sie auf die Nachricht, mit der Sie den Link erhalten haben.',
  expiredTitle: 'Diese Einladung ist abgelaufen',
  expiredBody:
    'Einladungslinks sind persönlich und nur für begrenzte Zeit gültig. Bitte fragen Sie das Recruiting-Team nach einem neuen Link.',
  expiredNext:
    'Wenn Sie schon begonnen haben, kann das Recruiting-Team diesen Link verlängern: Öffnen Sie ihn dann erneut und registrieren Sie sich mit derselben E-Mail-Adresse, um dort weiterzumachen, wo Sie aufgehört haben. Was Sie bereits eingereicht haben, bleibt erhalten.',
  unavailableTitle: 'Diese Einladung kann nicht mehr verwendet werden',
  whatHappened: 'Was passiert ist',
  withdrawn:
    'Diese Einladung wurde zurückgezogen. Bitte wenden Sie sich an das Recruiting-Team, um einen neuen Link zu erhalten.',
  expired:
    'Diese Einladung ist abgelaufen. Bitte fragen Sie das Recruiting-Team nach einem neuen Link.',
} satisfies Translation<typeof english>;
