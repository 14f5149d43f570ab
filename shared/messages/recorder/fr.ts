import type english from './en';
import type { Translation } from '../../i18n/languages';

const TAKES_LEFT = '{takes, plural, one {# prise restante} other {# prises restantes}}';

export default {
  title: 'Présentation vidéo',
  settingUp: 'Configuration de votre caméra...',
  accessRequired: 'Accès à la caméra requis',
  tryAgain: 'Réessayer',
  start: 'Démarrer l’enregistrement',
  pause: 'Pause',
  resume: 'Reprendre',
  end: 'Terminer l’enregistrement',
  badgeRecording: 'ENREGISTREMENT',
  badgePaused: 'EN PAUSE',
  badgeError: 'ERREUR',
  completedTitle: 'Enregistrement terminé avec succès !',
  submit: 'Envoyer l’enregistrement',
  recordAgain: 'Recommencer',
  errorTitle: 'Erreur d’enregistrement',
  frozen:
    'Un problème est survenu lors de votre enregistrement vidéo. L’image de la caméra semble figée.',
  howToFix: 'Comment résoudre le problème',
  restartCamera: 'Redémarrer la caméra',
  closeFaq: 'Fermer la FAQ',
  cameraDenied:
    'Accès à la caméra refusé. Veuillez autoriser l’accès à la caméra et actualiser la page.',
  noDevices: 'Aucune caméra détectée. Veuillez brancher une caméra.',
  devicesFailed: 'Impossible de récupérer la liste des appareils.',
  cameraBusy: 'Erreur d’accès à la caméra. Veuillez recharger la page.',
  cameraNotAllowed: 'Erreur d’accès à la caméra. Veuillez autoriser l’accès.',
  startFailed: 'Impossible de démarrer l’enregistrement. Veuillez réessayer.',
  uploadStalled:
    'Votre vidéo n’est pas encore parvenue au serveur : la connexion semble interrompue. Gardez cette page ouverte : l’envoi reprendra dès que vous serez de nouveau en ligne.',
  sendAgain: 'Renvoyer',
  maxLengthReached:
    'Vous avez atteint la durée maximale de {unit, select, minutes {{minutes, plural, one {# minute} other {# minutes}}} seconds {{seconds, plural, one {# seconde} other {# secondes}}} other {{clock} minutes}} : l’enregistrement s’est arrêté automatiquement. Vous pouvez l’envoyer ou recommencer.',
  takesUsedUp: 'Vous avez utilisé toutes vos prises. Veuillez contacter l’équipe de recrutement.',
  takesUsedUpRefusal: 'Vous avez utilisé toutes vos prises.',
  takesLeftNote:
    'Il vous reste {takes, plural, one {# prise} other {# prises}} : chaque enregistrement que vous terminez en utilise une.',
  cameraPreview: 'Votre caméra',
  recordingTime: 'Durée de l’enregistrement',
  microphoneSettingUp: 'Configuration de votre micro...',
  microphoneAccessRequired: 'Accès au micro requis',
  microphoneDenied:
    'Accès au micro refusé. Veuillez autoriser l’accès au micro et actualiser la page.',
  microphoneNoDevices: 'Aucun micro détecté. Veuillez brancher un micro.',
  microphoneBusy:
    'Impossible de démarrer votre micro. Il est peut-être utilisé par une autre application ou un autre onglet : fermez-le là-bas, puis rechargez cette page.',
  microphoneNotAllowed: 'Erreur d’accès au micro. Veuillez autoriser l’accès.',
  microphoneLevel: 'Niveau de votre micro',
  microphoneStopped:
    'Un problème est survenu lors de votre enregistrement : votre micro n’envoie plus de son.',
  restartMicrophone: 'Redémarrer le micro',
  uploadStalledAudio:
    'Votre enregistrement n’est pas encore parvenu au serveur : la connexion semble interrompue. Gardez cette page ouverte : l’envoi reprendra dès que vous serez de nouveau en ligne.',
  uploadProgress: 'Progression de l’envoi',
  uploadSent: '{media, select, video {Vidéo envoyée} other {Enregistrement envoyé}} au serveur',
  uploadSaved:
    '{media, select, video {Vidéo enregistrée} other {Enregistrement sauvegardé}} sur le serveur ({size}).',
  uploadSaving: 'Sauvegarde pendant l’enregistrement : {sent} sur {total} envoyés.',
  uploadStalledSent: '{sent} sur {total} envoyés.',
  megabytes: '{size} Mo',
  recordingLength: 'Votre enregistrement dure {length}.',
  lastTake: 'C’était votre dernière prise : envoyez cet enregistrement.',
  recordAgainTakes: `Recommencer (${TAKES_LEFT})`,
  offlineTitle: 'Vous êtes hors ligne',
  unreachableTitle: 'Le serveur ne répond pas',
  recordingOffline:
    'Votre enregistrement continue. Ce qui n’a pas encore atteint le serveur est conservé dans cette page et sera envoyé automatiquement dès le retour de la connexion. Rien n’est perdu tant que cette page reste ouverte.',
  recordingUnreachable:
    'Votre enregistrement continue. Ce qui n’a pas encore atteint le serveur est conservé dans cette page, qui continue d’essayer : il sera envoyé automatiquement dès que le serveur répondra de nouveau. Rien n’est perdu tant que cette page reste ouverte.',
  endedSending: 'Envoi de la dernière seconde de votre vidéo...',
  endedOffline:
    'Votre enregistrement est terminé et conservé dans cette page. Sa dernière partie sera envoyée automatiquement dès le retour de la connexion ; le bouton « Envoyer l’enregistrement » sera alors disponible. Rien n’est perdu tant que cette page reste ouverte.',
  endedUnreachable:
    'Votre enregistrement est terminé et conservé dans cette page. La page continue d’essayer d’envoyer sa dernière partie et reprendra automatiquement dès que le serveur répondra de nouveau ; le bouton « Envoyer l’enregistrement » sera alors disponible. Rien n’est perdu tant que cette page reste ouverte.',
  endedSavedOffline:
    'Votre enregistrement est sauvegardé sur le serveur. Le bouton « Envoyer l’enregistrement » sera disponible dès le retour de la connexion.',
  endedSubmitting: 'Envoi de votre enregistrement...',
  faqVideoTitle: 'Résoudre une vidéo figée',
  faqVideoIntro:
    'Un enregistrement figé ne peut pas être réparé : il faut donc le recommencer depuis le début.',
  faqVideoQuestion1: 'Pourquoi ma vidéo s’est-elle figée ?',
  faqVideoAnswer1:
    'Votre caméra a cessé d’envoyer des images au navigateur. Cela arrive généralement lorsqu’une autre application prend le contrôle de la caméra, que la caméra est débranchée ou que l’ordinateur la met en pause pour économiser de l’énergie.',
  faqVideoQuestion2: 'Une autre application utilise-t-elle ma caméra ?',
  faqVideoAnswer2:
    'Oui, c’est la cause la plus fréquente. Fermez les autres applications ou onglets du navigateur susceptibles d’utiliser la caméra, comme les appels vidéo, puis cliquez sur « Redémarrer la caméra ».',
  faqVideoQuestion3: 'Comment vérifier l’autorisation de la caméra dans le navigateur ?',
  faqVideoAnswer3:
    'Cliquez sur l’icône de caméra ou de cadenas dans la barre d’adresse et vérifiez que la caméra est autorisée pour ce site. Si vous modifiez ce réglage, rechargez la page : vos réponses écrites sont sauvegardées.',
  faqVideoQuestion4: 'J’utilise une caméra externe. Que puis-je faire ?',
  faqVideoAnswer4:
    'Débranchez la caméra, rebranchez-la, attendez quelques secondes, puis cliquez sur « Redémarrer la caméra ».',
  faqVideoQuestion5: 'L’image se fige encore. Que puis-je essayer d’autre ?',
  faqVideoAnswer5:
    'Rechargez la page ou ouvrez votre lien d’invitation dans un autre navigateur à jour. Vos réponses écrites sont conservées dans les deux cas. Si rien ne fonctionne, répondez à l’équipe de recrutement : elle vous aidera.',
  faqAudioTitle: 'Résoudre un micro qui s’est arrêté',
  faqAudioIntro:
    'Un enregistrement dont le micro s’est arrêté ne peut pas être réparé : il faut donc le recommencer depuis le début.',
  faqAudioQuestion1: 'Pourquoi mon enregistrement s’est-il arrêté ?',
  faqAudioAnswer1:
    'Votre micro a cessé d’envoyer du son au navigateur. Cela arrive généralement lorsqu’un casque est débranché ou éteint, qu’une autre application prend le contrôle du micro ou que l’ordinateur le désactive.',
  faqAudioQuestion2: 'Une autre application utilise-t-elle mon micro ?',
  faqAudioAnswer2:
    'Oui, c’est une cause fréquente. Fermez les autres applications ou onglets du navigateur susceptibles d’utiliser le micro, comme les appels vidéo, puis cliquez sur « Redémarrer le micro ».',
  faqAudioQuestion3: 'Comment vérifier l’autorisation du micro dans le navigateur ?',
  faqAudioAnswer3:
    'Cliquez sur l’icône de micro ou de cadenas dans la barre d’adresse et vérifiez que le micro est autorisé pour ce site. Si vous modifiez ce réglage, rechargez la page : vos réponses écrites sont sauvegardées.',
  faqAudioQuestion4: 'J’utilise un casque ou un micro externe. Que puis-je faire ?',
  faqAudioAnswer4:
    'Rebranchez-le ou rallumez-le, attendez quelques secondes, puis cliquez sur « Redémarrer le micro ». Un casque sans fil doit parfois d’abord être reconnecté.',
  faqAudioQuestion5: 'Le son s’arrête encore. Que puis-je essayer d’autre ?',
  faqAudioAnswer5:
    'Rechargez la page ou ouvrez votre lien d’invitation dans un autre navigateur à jour. Vos réponses écrites sont conservées dans les deux cas. Si rien ne fonctionne, répondez à l’équipe de recrutement : elle vous aidera.',
  tipsTitle: 'Enregistrez une courte présentation d’environ 1 à 2 minutes',
  tipsIntro: 'Parlez-nous de vous, de votre expérience et de ce qui vous attire dans ce poste.',
  tipLighting: 'Choisissez un bon éclairage et assurez-vous que le son est clair.',
  tipCamera: 'Regardez la caméra.',
  tipProfessional: 'Restez professionnel, mais naturel.',
  tipPace: 'Parlez distinctement, à un rythme modéré.',
  thinking: 'Prenez un moment pour réfléchir : {clock}',
  startNow: 'Commencer maintenant',
  spokenStartsIn:
    'L’enregistrement commence dans {left, plural, one {# seconde} other {# secondes}}.',
  spokenThinking:
    '{seconds, plural, one {# seconde} other {# secondes}} de réflexion avant le début de l’enregistrement.',
  practiceTitleVideo: 'Testez votre caméra',
  practiceIntroVideo:
    'Enregistrez quelques secondes et regardez-les, pour vérifier l’image et le son avant votre première réponse vidéo. Cet essai reste sur votre appareil : il n’est jamais envoyé.',
  practiceTitleAudio: 'Testez votre micro',
  practiceIntroAudio:
    'Enregistrez quelques secondes et réécoutez-les, pour vérifier le son avant votre première réponse audio. Cet essai reste sur votre appareil : il n’est jamais envoyé.',
  skipPractice: 'Passer l’essai',
  practiceLeft: 'Essai : {left} s',
  practicePlayback: 'Votre essai',
  practiceRecord: 'Enregistrer {seconds, plural, one {# seconde} other {# secondes}}',
  practiceStop: 'Arrêter',
  practiceAgain: 'Réessayer',
  practiceDone: 'Passer à votre réponse',
  checking: 'Vérification de ce qui a été sauvegardé de votre dernier enregistrement...',
  interruptedTitle: 'Votre enregistrement a été interrompu',
  savedSeconds:
    '{seconds, plural, one {La première seconde a été sauvegardée.} other {Les # premières secondes ont été sauvegardées.}}',
  savedPart: 'Une partie de votre enregistrement a été sauvegardée.',
  choice:
    'Vous pouvez envoyer la partie sauvegardée comme présentation vidéo, ou recommencer l’enregistrement.',
  lastTakeInterrupted:
    'Il ne vous reste aucune prise pour recommencer : vous pouvez donc envoyer la partie sauvegardée comme présentation vidéo.',
  answerChoice:
    'Vous pouvez envoyer la partie sauvegardée comme réponse, ou recommencer l’enregistrement.',
  answerLastTake:
    'Il ne vous reste aucune prise pour recommencer : vous pouvez donc envoyer la partie sauvegardée comme réponse.',
  takeNote: 'Recommencer lance une nouvelle prise ; la partie sauvegardée est alors supprimée.',
  takesLeftSentence: 'Il vous reste {takes, plural, one {# prise} other {# prises}}.',
  submitSavedPart: 'Envoyer la partie sauvegardée',
  recordAgainSaved: 'Recommencer l’enregistrement',
  notInterrupted: 'Il n’y a aucun enregistrement interrompu à envoyer.',
  stillArriving:
    'Cet enregistrement arrive encore depuis un autre onglet ou une autre fenêtre. Terminez-le là-bas, ou fermez cet onglet et rechargez cette page.',
  nothingSaved: 'Rien de cet enregistrement n’a été sauvegardé. Veuillez le recommencer.',
  lastTakeSaved: 'Votre dernière prise est sauvegardée.',
  notSubmitted: 'Elle n’a pas encore été envoyée.',
  notSubmittedLength: 'Elle dure {length} et n’a pas encore été envoyée.',
  loading: 'Chargement du test',
  answerSubmitted:
    '{media, select, video {Votre réponse vidéo est envoyée.} other {Votre réponse audio est envoyée.}}',
  answerSaved: 'Elle est sauvegardée pour l’équipe de recrutement.',
  answerSavedLength: 'Elle dure {length} et est sauvegardée pour l’équipe de recrutement.',
  audioType: 'Seuls les fichiers audio WebM ou MP4 peuvent être envoyés.',
  answerMetadata:
    'L’enregistrement n’indique pas à quelle question il répond. Veuillez recharger la page.',
  videoType: 'Seules les vidéos WebM ou MP4 peuvent être envoyées.',
  notAVideo: 'Le fichier envoyé n’est pas une vidéo.',
  recordingUploading:
    'L’enregistrement est encore en cours d’envoi. Veuillez patienter un instant.',
  recordingVideoMissing:
    'La vidéo de cet enregistrement est introuvable. Veuillez la réenregistrer.',
  recordingReplaced: 'Un enregistrement plus récent a remplacé celui-ci.',
  recordingMissing: 'Cet enregistrement n’existe pas.',
  recordingFinished: 'Cet enregistrement a été entièrement envoyé et ne peut plus être supprimé.',
  answerRecordingSubmitted: 'Votre réponse enregistrée à la question {number} est déjà envoyée.',
  noVideoAction: 'Je ne peux pas enregistrer de vidéo',
  noVideoCardHint: 'Pas de caméra, ou elle ne fonctionne toujours pas ?',
  noVideoTitle: 'Terminer sans vidéo',
  noVideoIntro:
    'Vous pouvez terminer votre test sans présentation vidéo. L’équipe de recrutement verra la raison que vous indiquez ici avec vos réponses écrites, et pourra vous contacter pour convenir d’une autre solution.',
  noVideoAdviceTitle: 'Avant d’envoyer ceci, ces conseils aident parfois :',
  noVideoAdvice1:
    'Fermez les autres applications ou onglets du navigateur susceptibles d’utiliser la caméra.',
  noVideoAdvice2:
    'Vérifiez l’autorisation de la caméra pour ce site dans le navigateur (l’icône de caméra ou de cadenas dans la barre d’adresse).',
  noVideoAdvice3: 'Débranchez la caméra, puis rebranchez-la.',
  noVideoAdvice4: 'Rechargez la page : vos réponses écrites sont sauvegardées.',
  noVideoAdvice5: 'Ouvrez votre lien d’invitation dans un autre navigateur.',
  noVideoReasonLabel: 'Pourquoi ne pouvez-vous pas enregistrer de vidéo ?',
  noVideoReasonNoCamera: 'Je n’ai pas de caméra',
  noVideoReasonCameraNotWorking: 'Ma caméra ne fonctionne pas ici',
  noVideoReasonOther: 'Une autre raison',
  noVideoNoteLabel: 'Ce que l’équipe de recrutement devrait savoir',
  noVideoNoteOptional: '(facultatif)',
  noVideoNoteRequired: 'Veuillez l’expliquer en quelques mots à l’équipe de recrutement.',
  noVideoFinalNote:
    'L’envoi termine votre test : il ne sera plus possible d’enregistrer une vidéo ensuite.',
  noVideoCancel: 'Annuler',
  noVideoSend: 'Envoyer et terminer',
  noVideoRefusalReason: 'Veuillez indiquer pourquoi vous ne pouvez pas enregistrer de vidéo.',
  noVideoRefusalNoteType: 'La note doit être du texte.',
  noVideoRefusalNoteTooLong: 'La note est trop longue : 1 000 caractères au maximum.',
  noVideoRefusalVideoSubmitted: 'Votre présentation vidéo a déjà été envoyée.',
  noVideoRefusalAnswersMissing:
    'Veuillez répondre à toutes les questions obligatoires avant de terminer le test.',
} satisfies Translation<typeof english>;
