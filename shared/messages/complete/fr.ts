import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  loading: 'Chargement…',
  congratulations: 'Félicitations',
  helpUsImprove: 'Aidez-nous à nous améliorer',
  submitFeedback: 'Envoyer mon avis',
  thankYou: 'Merci pour votre avis',
  summary: 'Récapitulatif de l’évaluation',
  pageTitle: 'Terminé',
  offline:
    'Vous êtes hors ligne. Cette page se chargera d’elle-même dès le retour de la connexion.',
  unreachable:
    'Le serveur ne répond pas encore. Cette page continue d’essayer et se chargera d’elle-même dès qu’il répondra.',
  completedFor:
    'Vous avez terminé la présélection pour le poste «\u00a0{role}\u00a0» chez {company}.',
  answersSaved: 'Vos réponses sont enregistrées.',
  answersAndVideoSaved: 'Vos réponses et votre présentation vidéo sont enregistrées.',
  answersAndReasonSaved:
    'Vos réponses et la raison pour laquelle vous n’avez pas pu enregistrer de vidéo sont enregistrées.',
  questionsAnswered: 'Questions traitées',
  videoSubmitted: 'Vidéo envoyée',
  videoComplete: 'Terminé',
  videoNotRecorded: 'Non enregistrée',
  howWasIt: 'Comment s’est passée cette évaluation pour vous\u00a0?',
  yourRating: 'Votre note',
  stars: '{stars, plural, one {# étoile} other {# étoiles}}',
  feedbackLabel: 'Commentaire (facultatif)',
  feedbackPlaceholder: 'Qu’est-ce qui a bien fonctionné, et que pourrions-nous améliorer\u00a0?',
  sendWaitsOffline:
    'Vous êtes hors ligne. Votre avis est conservé sur cette page et sera envoyé automatiquement dès le retour de la connexion.',
  feedbackTooLong: 'Le commentaire ne doit pas dépasser 5\u202f000 caractères.',
  ratingInvalid: 'La note doit être un nombre de 1 à 5.',
  whatsNext: 'La suite',
  whatsNextBody:
    'L’équipe de recrutement examinera votre évaluation et vous contactera sous 3 à 5 jours ouvrés.',
  yourDataLink: 'Consulter ou télécharger vos données',
  yourDataLinkHint:
    'Téléchargez ce que vous avez envoyé, ou demandez-nous de l’effacer, maintenant ou plus tard.',
} satisfies Translation<typeof english>;
