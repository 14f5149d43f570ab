import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  title: 'Vos données',
  loading: 'Chargement',
  loadFailed: 'Impossible de charger vos données',
  tryAgain: 'Réessayer',
  intro:
    '{name}, voici ce que vous avez envoyé avec votre candidature pour le poste «\u00a0{roleTitle}\u00a0». Le lien vers cette page est personnel\u00a0: ne le communiquez à personne.',
  controller: 'Responsable de vos données',
  contact: 'Questions sur vos données\u00a0:',
  notice: 'Politique de confidentialité',
  downloadTitle: 'Une copie de vos données',
  downloadBody:
    'Un fichier zip contenant votre inscription, vos réponses, le journal de votre évaluation et votre avis au format JSON, ainsi que votre vidéo et vos fichiers tels que vous les avez envoyés.',
  downloadButton: 'Télécharger mes données',
  erasureTitle: 'Effacer vos données',
  erasureBody:
    'Nous effaçons tout ce que vous avez envoyé\u00a0: votre inscription, vos réponses, votre vidéo, vos fichiers et votre avis. Cette action est irréversible.',
  erasureButton: 'Demander l’effacement de mes données',
  confirmTitle: 'Effacer vos données\u00a0?',
  confirmWhen:
    'Vos données seront effacées le {date}{mailOn, select, yes {\u00a0; nous vous enverrons un e-mail une fois que ce sera fait} other {}}.',
  confirmSoon:
    'Vos données seront effacées dans l’heure{mailOn, select, yes {\u00a0; nous vous enverrons un e-mail une fois que ce sera fait} other {}}.',
  confirmHeld:
    'Nous effacerons vos données dès que nous y serons autorisés{mailOn, select, yes {, et vous enverrons un e-mail une fois que ce sera fait} other {}}.',
  confirmWhat:
    'Téléchargez-les d’abord si vous souhaitez en garder une copie\u00a0: ensuite, ce lien ne fonctionnera plus et personne ne pourra récupérer les données.',
  confirmButton: 'Effacer mes données',
  cancel: 'Conserver mes données',
  close: 'Fermer',
  requestedTitle: 'Nous avons bien reçu votre demande',
  requestedOn: 'Vous avez demandé l’effacement de vos données le {date}.',
  requestedWhen:
    'Vos données seront effacées le {date}{mailOn, select, yes {\u00a0; nous vous enverrons un e-mail une fois que ce sera fait} other {}}.',
  requestedHeld: 'L’équipe de recrutement a bien reçu votre demande et vous contactera à ce sujet.',
  unknownTitle: 'Ce lien ne fonctionne pas',
  unknown:
    'Nous n’avons trouvé aucune donnée pour ce lien. Il est peut-être incomplet\u00a0: vérifiez que vous avez copié le lien en entier. Si vous avez demandé l’effacement de vos données, elles ont été effacées et ce lien ne fonctionne plus.',
  unknownHelp:
    'Vous rencontrez toujours un problème\u00a0? Contactez l’équipe qui vous a invité\u00a0: elle vous aidera.',
} satisfies Translation<typeof english>;
