import type english from './en';
import type { Translation } from '../../i18n/languages';

// French sets a no-break space (\u00a0) before « : », « ; », « ! », « ? » and « % », so they never
// start a line.
export default {
  loading: 'Chargement de l’évaluation',
  sessionInvalid:
    'Votre session n’est plus valide. Veuillez vous réinscrire avec la même adresse e-mail pour reprendre.',
  titleOverview: 'Aperçu',
  questionOf: 'Question {number} sur {total}',
  titleVideo: 'Présentation vidéo',
  titleComplete: 'Terminer',
  progress: 'Progression',
  answered: 'Réponses\u00a0: {answered} sur {total}',
  timeRemaining: 'Temps restant',
  timeIsUp: 'Le temps est écoulé',
  announceTimeUp: 'Le temps est écoulé.',
  announceOneMinute: 'Moins d’une minute restante.',
  announceFiveMinutes: 'Moins de 5\u00a0minutes restantes.',
  overTimeTitle:
    '{minutes, plural, =1 {La minute est écoulée} other {Les {minutes}\u00a0minutes sont écoulées}}',
  overTimeBody:
    'Vous pouvez tout de même terminer\u00a0: tout ce que vous envoyez est conservé, et l’équipe de recrutement verra que cela a pris plus de temps.',
  stepOf: 'Étape {step} sur {total}',
  sectionQuestions: 'Résolution de problèmes',
  sectionQuestionsDescription: 'réponses {kinds}',
  sectionVideo: 'Présentation vidéo',
  sectionVideoDescription: 'une vidéo enregistrée',
  sectionInterview: 'Préparation de l’entretien',
  sectionInterviewDescription: 'vos impressions',
  kindWritten: 'écrites',
  kindVideo: 'en vidéo',
  kindAudio: 'audio',
  kindChoice: 'à choix',
  kindFile: 'par fichier',
  overviewTitle: 'C’est parti',
  invitation:
    '{company} vous invite à cette présélection pour le poste de {role}. Elle comporte {sections, plural, =1 {une courte partie} =2 {deux courtes parties} =3 {trois courtes parties} =4 {quatre courtes parties} =5 {cinq courtes parties} one {{sections} courte partie} other {{sections} courtes parties}}\u00a0; votre travail est enregistré au fur et à mesure, vous pouvez donc souffler entre deux parties.',
  durationLabel: 'Durée\u00a0: {duration}',
  duration:
    '{minutes, select, none {Sans limite de temps} other {{minutes, plural, =1 {1\u00a0min} other {{minutes}\u00a0min}}}}',
  questionsLabel: 'Questions\u00a0: {count}',
  askedLabel: 'Ce qui vous sera demandé\u00a0: {asked}',
  asked: '{summary}\u00a0; {estimate}',
  noQuestions: 'Aucune question',
  questionsWritten:
    '{count, plural, one {{count} question écrite} other {{count} questions écrites}}',
  questionsVideo: '{count, plural, one {{count} question vidéo} other {{count} questions vidéo}}',
  questionsAudio: '{count, plural, one {{count} question audio} other {{count} questions audio}}',
  questionsChoice:
    '{count, plural, one {{count} question à choix} other {{count} questions à choix}}',
  questionsFile:
    '{count, plural, one {{count} question avec fichier} other {{count} questions avec fichier}}',
  questionsMixed:
    '{count, plural, one {{count} question} other {{count} questions}}\u00a0: {breakdown}',
  countWritten: '{count} à l’écrit',
  countVideo: '{count} en vidéo',
  countAudio: '{count} en audio',
  countChoice: '{count} à choix',
  countFile: '{count} avec fichier',
  estimate:
    '{minutes, plural, one {environ {minutes}\u00a0minute} other {environ {minutes}\u00a0minutes}}',
  continue: 'Continuer',
  problemSolving: 'RÉSOLUTION DE PROBLÈMES',
  sectionNumber: 'Partie {number}',
  optional: '(facultative)',
  guidance: 'Conseil\u00a0:',
  answerLabel: 'Votre réponse à la question {number}',
  bold: 'Gras',
  italic: 'Italique',
  bulletList: 'Liste à puces',
  orderedList: 'Liste numérotée',
  blockquote: 'Citation',
  skip: 'Passer cette question',
  skippedTitle: 'Vous avez passé cette question',
  answerIt: 'Y répondre',
  previous: 'Précédent',
  saveNext: 'Enregistrer et continuer',
  complete: 'Terminer',
  waitForUpload: 'Veuillez attendre la fin de l’envoi de votre fichier.',
  waitForRecording: 'Veuillez terminer votre enregistrement avant de quitter cette question.',
  blankAnswer: 'Veuillez répondre avant de continuer.',
  chooseAtLeastOne: 'Veuillez choisir au moins une option avant de continuer.',
  chooseAnOption: 'Veuillez choisir une option avant de continuer.',
  uploadFirst: 'Veuillez envoyer votre fichier avant de continuer.',
  recordVideoFirst: 'Veuillez enregistrer et envoyer votre réponse vidéo avant de continuer.',
  recordAudioFirst: 'Veuillez enregistrer et envoyer votre réponse audio avant de continuer.',
  chooseAny: 'Choisissez toutes les options qui s’appliquent.',
  chooseOne: 'Choisissez une option.',
  clearChoice: 'Effacer mon choix',
  fileLimits: '{types}\u00a0; {megabytes}\u00a0Mo au maximum.',
  fileDetails: '{type}, {size}',
  sizeBytes: '{size}\u00a0octets',
  sizeKilobytes: '{size}\u00a0Ko',
  sizeMegabytes: '{size}\u00a0Mo',
  uploading: 'Envoi en cours… {percent}\u00a0%',
  cancelUpload: 'Annuler l’envoi',
  replaceFile: 'Remplacer le fichier',
  removeFile: 'Supprimer le fichier',
  chooseFile: 'Choisir un fichier',
  fileTooLarge:
    'Ce fichier dépasse {megabytes}\u00a0Mo, la taille maximale pour cette question. Veuillez choisir un fichier plus petit.',
  fileTypeRefused:
    'Ce fichier n’est pas au format {types}. Veuillez choisir l’un de ces formats (c’est le fichier lui-même qui est vérifié, pas son nom).',
  fileMissing: 'Il n’y a pas de fichier pour cette réponse.',
  fileEmpty: 'Ce fichier est vide. Veuillez en choisir un autre.',
  allSaved: 'Toutes les modifications sont enregistrées',
  saving: 'Enregistrement...',
  answersOffline:
    'Hors ligne\u00a0: vos réponses sont conservées sur cet ordinateur et envoyées dès que vous êtes de nouveau en ligne',
  answersUnreachable:
    'Le serveur ne répond pas\u00a0: vos réponses sont conservées sur cet ordinateur et envoyées dès qu’il répond à nouveau',
  progressOffline:
    'Vous êtes hors ligne\u00a0: votre position dans l’évaluation n’est pas encore enregistrée. Vos réponses sont conservées sur cet ordinateur\u00a0; la prochaine étape à laquelle vous passerez l’enregistrera.',
  progressUnreachable:
    'Le serveur ne répond pas\u00a0: votre position dans l’évaluation n’est pas encore enregistrée. Vos réponses sont conservées sur cet ordinateur\u00a0; la prochaine étape à laquelle vous passerez l’enregistrera.',
  submitted: 'Votre évaluation est déjà envoyée et ne peut donc plus être modifiée.',
  completeNeedsVideo: 'L’évaluation est terminée une fois votre présentation vidéo envoyée.',
  completeNeedsAnswers:
    'Veuillez répondre à toutes les questions obligatoires avant de terminer l’évaluation.',
  noVideoStep:
    'Cette évaluation ne comporte pas de présentation vidéo\u00a0: elle est terminée après votre dernière réponse.',
  videoNeedsAnswers:
    'Veuillez répondre à toutes les questions obligatoires avant la présentation vidéo.',
  noStepBack: 'Votre progression ne peut qu’avancer.',
  sequenceAhead:
    'Le numéro de séquence de la réponse est en avance sur l’horloge du serveur\u00a0; rechargez la page et réessayez.',
  choiceRepeated: 'Chaque option ne peut être choisie qu’une fois.',
  questionSkipped:
    'Vous avez passé la question {number}. Cliquez sur «\u00a0Y répondre\u00a0» pour y répondre.',
  questionRequired: 'La question {number} demande une réponse, elle ne peut donc pas être passée.',
  questionAnswered:
    'La question {number} a déjà votre réponse. Supprimez-la d’abord si vous voulez passer la question.',
  choiceUnknown:
    'Ce n’est pas l’une des options de la question {number}. Veuillez recharger la page et choisir à nouveau.',
  choiceSingle: 'La question {number} n’accepte qu’une seule option.',
  questionMissing: 'La question {number} n’existe pas.',
  cannotReach: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  serverFailed: 'Un problème est survenu sur le serveur. Veuillez réessayer.',
  malformed:
    'Le serveur a envoyé une réponse que cette page ne peut pas lire. Veuillez recharger la page.',
  serverError:
    '{requestId, select, none {Un problème est survenu de notre côté.} other {Un problème est survenu de notre côté (requête {requestId}).}}',
  tooManyRequests: 'Trop de requêtes. Veuillez patienter une minute, puis réessayer.',
  serviceUnavailable:
    'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  storageUnavailable:
    'Les enregistrements ne peuvent être ni sauvegardés ni lus pour le moment\u00a0: leur stockage ne répond pas. Veuillez réessayer dans un instant.',
  storageFull:
    'Le serveur n’a pas la place d’enregistrer ceci pour le moment. Veuillez réessayer un peu plus tard.',
} satisfies Translation<typeof english>;
