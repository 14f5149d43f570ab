import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  controller:
    '{controller} est responsable des informations que vous fournissez dans cette évaluation (le responsable du traitement). Elles servent uniquement à examiner votre candidature.',
  contact: 'Pour toute question sur vos informations, vous pouvez écrire à {contact}.',
  recordedTitle: 'Ce que nous enregistrons\u00a0:',
  recordedRegistration:
    'Votre inscription\u00a0: votre nom, votre adresse e-mail, votre lien de profil, votre expérience et, si vous choisissez de l’indiquer, votre genre.',
  recordedDevice:
    'Les informations sur chaque ordinateur que vous utilisez\u00a0: le type d’appareil, son système d’exploitation, son navigateur, la taille de l’écran et de la fenêtre, le fuseau horaire et la langue, ainsi que le moment où vous l’avez utilisé.',
  recordedAnswers:
    'Vos réponses écrites, les choix que vous faites et les questions que vous passez.',
  recordedRecordings:
    'Vos enregistrements vidéo et audio, ainsi que les fichiers que vous envoyez.',
  recordedMoments:
    'Les moments qui aident l’équipe à lire vos réponses équitablement\u00a0: quand vous collez du texte\u00a0; quand et combien de temps vous quittez l’onglet de l’évaluation\u00a0; quand vous ouvrez, rechargez ou fermez la page de l’évaluation\u00a0; et quand vous appuyez sur une touche des outils de développement ou ouvrez le menu du clic droit, deux actions bloquées pendant l’évaluation.',
  recordedFeedback: 'L’avis que vous nous donnez sur l’évaluation, le cas échéant.',
  keptUntilDeleted:
    'Nous conservons vos informations jusqu’à ce que l’équipe de recrutement les supprime.',
  deletedAfter:
    'Vos informations sont supprimées {days, plural, one {# jour} other {# jours}} après votre dernière activité dans l’évaluation, la dernière décision de l’équipe vous concernant ou la fin de votre invitation, selon la date la plus tardive.',
  byStatus:
    'La durée de conservation de vos informations dépend de l’avancement de votre candidature. Les jours sont comptés à partir de votre dernière activité dans l’évaluation, de la dernière décision de l’équipe vous concernant ou de la fin de votre invitation, selon la date la plus tardive\u00a0:',
  statusKept:
    '{status, select, new {Les candidatures qui n’ont pas encore fait l’objet d’une décision} shortlisted {Les candidatures présélectionnées} on_hold {Les candidatures mises en attente} other {Les candidatures non retenues}} sont conservées jusqu’à ce que l’équipe les supprime.',
  statusDeleted:
    '{status, select, new {Les candidatures qui n’ont pas encore fait l’objet d’une décision} shortlisted {Les candidatures présélectionnées} on_hold {Les candidatures mises en attente} other {Les candidatures non retenues}} sont supprimées {days, plural, one {# jour} other {# jours}} après cette date.',
  yours:
    'Vos informations vous appartiennent. À tout moment, vous pouvez télécharger une copie de tout ce que vous nous avez transmis, et nous demander de l’effacer, depuis votre page «\u00a0Vos données\u00a0»\u00a0: le lien figure sur la page qui s’affiche à la fin de l’évaluation{mailOn, select, yes {, ainsi que dans notre e-mail de remerciement} other {}}.',
  erasure:
    'Si vous nous demandez d’effacer vos informations, nous les effaçons entièrement {days, plural, =0 {dans l’heure} one {dans un délai de # jour après votre demande} other {dans un délai de # jours après votre demande}}, sauf si la loi nous oblige à les conserver pendant un certain temps (par exemple en cas de litige).',
} satisfies Translation<typeof english>;
