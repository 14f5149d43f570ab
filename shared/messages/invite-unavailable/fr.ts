import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  withdrawnTitle: 'Cette invitation a été retirée',
  withdrawnBody:
    'L’équipe de recrutement a retiré cette invitation\u00a0: l’évaluation ne peut donc pas être poursuivie avec ce lien. Tout ce que vous avez déjà enregistré est conservé pour l’équipe de recrutement.',
  withdrawnNext:
    'Si vous pensez qu’il s’agit d’une erreur, répondez au message qui vous a transmis le lien.',
  expiredTitle: 'Cette invitation a expiré',
  expiredBody:
    'Les liens d’invitation sont personnels et ne restent actifs que pendant une durée limitée. Veuillez demander un nouveau lien à l’équipe de recrutement.',
  expiredNext:
    'Si vous aviez déjà commencé, l’équipe de recrutement peut prolonger ce lien\u00a0: ouvrez-le alors à nouveau et inscrivez-vous avec la même adresse e-mail pour reprendre là où vous en étiez. Tout ce que vous avez déjà envoyé est conservé.',
  unavailableTitle: 'Cette invitation ne peut plus être utilisée',
  whatHappened: 'Ce qui s’est passé',
  withdrawn:
    'Cette invitation a été retirée. Veuillez contacter l’équipe de recrutement pour obtenir un nouveau lien.',
  expired:
    'Cette invitation a expiré. Veuillez demander un nouveau lien à l’équipe de recrutement.',
} satisfies Translation<typeof english>;
