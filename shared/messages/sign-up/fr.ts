import type english from './en';
import type { Translation } from '../../i18n/languages';

// French sets a no-break space (\u00a0) before « : », « ! » and « ? », so they never start a line.
export default {
  continue: 'Continuer',
  missingFields: 'Veuillez remplir tous les champs obligatoires et accepter les conditions.',
  noInterview: 'Échec de l’inscription\u00a0! Aucun entretien valide ne vous est proposé.',
  begun: 'Vous avez commencé l’entretien\u00a0!',
  mobileTitle: 'Veuillez utiliser un ordinateur portable ou de bureau',
  mobileGotIt: 'Compris',
  inviteTaken:
    'Cette invitation a déjà été utilisée par une autre personne. Veuillez demander votre propre lien à l’équipe de recrutement.',
  alreadyComplete: 'Vous avez déjà terminé cette évaluation. Merci\u00a0!',
  loading: 'Chargement de l’évaluation',
  pageTitle: 'Inscription',
  language: 'Langue',
  invitesYou: '{company} vous invite à une présélection',
  testDuration: 'Durée du test',
  questions: 'Questions',
  duration:
    '{minutes, select, none {Sans limite de temps} other {{minutes, plural, one {# min} other {# min}}}}',
  linkActive: 'Ce lien est valable 7\u00a0jours.',
  useComputer: 'Veuillez utiliser un ordinateur de bureau ou portable, et non un appareil mobile.',
  noTimeLimit: 'Il n’y a pas de limite de temps\u00a0: prenez le temps qu’il vous faut.',
  usuallyTakes: 'Le test dure généralement {minutes, plural, one {# minute} other {# minutes}}.',
  preScreening:
    'Il s’agit d’une présélection avant un entretien vidéo individuel\u00a0: {asked}. L’équipe de recrutement examinera vos réponses.',
  askedWritten:
    '{count, plural, =1 {une réponse écrite} =2 {deux réponses écrites} =3 {trois réponses écrites} =4 {quatre réponses écrites} =5 {cinq réponses écrites} =6 {six réponses écrites} =7 {sept réponses écrites} =8 {huit réponses écrites} =9 {neuf réponses écrites} one {# réponse écrite} other {# réponses écrites}}',
  askedVideo:
    '{count, plural, =1 {une réponse vidéo} =2 {deux réponses vidéo} =3 {trois réponses vidéo} =4 {quatre réponses vidéo} =5 {cinq réponses vidéo} =6 {six réponses vidéo} =7 {sept réponses vidéo} =8 {huit réponses vidéo} =9 {neuf réponses vidéo} one {# réponse vidéo} other {# réponses vidéo}}',
  askedAudio:
    '{count, plural, =1 {une réponse audio} =2 {deux réponses audio} =3 {trois réponses audio} =4 {quatre réponses audio} =5 {cinq réponses audio} =6 {six réponses audio} =7 {sept réponses audio} =8 {huit réponses audio} =9 {neuf réponses audio} one {# réponse audio} other {# réponses audio}}',
  askedChoice:
    '{count, plural, =1 {une question à choix multiple} =2 {deux questions à choix multiple} =3 {trois questions à choix multiple} =4 {quatre questions à choix multiple} =5 {cinq questions à choix multiple} =6 {six questions à choix multiple} =7 {sept questions à choix multiple} =8 {huit questions à choix multiple} =9 {neuf questions à choix multiple} one {# question à choix multiple} other {# questions à choix multiple}}',
  askedFile:
    '{count, plural, =1 {un fichier à envoyer} =2 {deux fichiers à envoyer} =3 {trois fichiers à envoyer} =4 {quatre fichiers à envoyer} =5 {cinq fichiers à envoyer} =6 {six fichiers à envoyer} =7 {sept fichiers à envoyer} =8 {huit fichiers à envoyer} =9 {neuf fichiers à envoyer} one {# fichier à envoyer} other {# fichiers à envoyer}}',
  askedVideoIntroduction: 'une courte vidéo de présentation',
  formName: 'Inscription',
  email: 'E-mail',
  fullName: 'Nom complet',
  experience: 'Expérience professionnelle',
  choose: 'Choisir',
  years: '{range} ans',
  gender: 'Genre (facultatif)',
  genderMale: 'Homme',
  genderFemale: 'Femme',
  genderOther: 'Autre',
  genderPreferNotToSay: 'Je préfère ne pas répondre',
  social: 'Lien de profil',
  socialHint: 'LinkedIn, GitHub ou portfolio',
  agreeTo: 'J’accepte les règles de l’évaluation\u00a0:',
  ruleNoCopying: 'Je ne copierai ni code ni texte, quelle qu’en soit la source.',
  ruleNoHelp: 'Je n’utiliserai ni sites web ni outils d’IA pour m’aider.',
  ruleNoSharing: 'Je ne partagerai ni le contenu ni les questions de la plateforme.',
  whatIsRecorded:
    'Je comprends que, pendant l’évaluation, les raccourcis des outils de développement (F12, Ctrl+Maj+I, Ctrl+Maj+J, Ctrl+Maj+C, Ctrl+U) et le menu du clic droit sont bloqués, et que l’équipe de recrutement reçoit mes réponses, ma vidéo, les informations sur chaque ordinateur que j’utilise (type d’appareil, système d’exploitation, navigateur, taille de l’écran et de la fenêtre, fuseau horaire, langue, moment d’utilisation) ainsi qu’un journal des textes collés, des sorties de l’onglet (et de leur durée), des rechargements ou fermetures de la page et des touches bloquées.',
  privacySummary: 'Comment nous traitons vos données',
  privacyController: 'Responsable du traitement de vos données',
  mobileBody:
    'L’équipe de recrutement vous demande de passer cette évaluation sur un ordinateur de bureau ou portable. Veuillez ouvrir le même lien d’invitation sur un ordinateur.',
  nameMissing: 'Veuillez saisir votre nom complet.',
  nameTooLong: 'Le nom ne peut pas dépasser 200\u00a0caractères.',
  emailMissing: 'Veuillez saisir votre adresse e-mail.',
  emailTooLong: 'L’adresse e-mail ne peut pas dépasser 320\u00a0caractères.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  socialMissing: 'Veuillez saisir le lien vers votre profil ou votre portfolio.',
  socialTooLong: 'Le lien de profil ne peut pas dépasser 500\u00a0caractères.',
  socialNotHttp: 'Veuillez saisir un lien de profil complet, commençant par https://',
  experienceMissing: 'Veuillez indiquer votre expérience professionnelle.',
  genderInvalid: 'Veuillez choisir une option de genre ou laisser le champ vide.',
  agreementMissing: 'Veuillez accepter les conditions pour continuer.',
} satisfies Translation<typeof english>;
