import type english from './en';
import type { Translation } from '../../i18n/languages';

// French sets a no-break space (\u00a0) before « : », « ! » and « ? », and inside « ».
export default {
  hello: 'Bonjour,',
  helloName: 'Bonjour {name},',
  orOpenLink: 'Ou ouvrez ce lien\u00a0:',
  inviteSubject: '{company} vous invite à postuler\u00a0: {role}',
  invitePreview: 'Une courte évaluation pour le poste «\u00a0{role}\u00a0»',
  inviteAction: 'Commencer l’évaluation',
  inviteIntro:
    'Merci de l’intérêt que vous portez au poste «\u00a0{role}\u00a0» chez {company}. La prochaine étape est une courte évaluation\u00a0: quelques questions auxquelles vous répondez à votre rythme, dans votre navigateur.',
  inviteStart: 'Vous pouvez commencer quand vous le souhaitez, jusqu’au {deadline}.',
  inviteFooter:
    'Ce lien vous est personnel et reste valable jusqu’au {deadline}. Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  reminderSubject: 'Rappel\u00a0: votre évaluation pour {role} se termine bientôt',
  reminderPreview:
    '{hours, plural, =1 {Moins d’une heure} other {Environ # heures}} pour terminer votre évaluation',
  reminderAction: 'Reprendre l’évaluation',
  reminderBody:
    'Petit rappel\u00a0: votre évaluation pour le poste «\u00a0{role}\u00a0» chez {company} est toujours ouverte, et il vous reste {hours, plural, =1 {moins d’une heure} other {environ # heures}}. Les réponses que vous avez déjà données sont conservées.',
  reminderFooter:
    'Le lien est valable jusqu’au {deadline}. Vous avez déjà terminé\u00a0? Dans ce cas, ignorez simplement ce message.',
  receivedSubject: 'Merci, nous avons bien reçu votre évaluation pour {role}',
  receivedPreview: 'Vos réponses ont été transmises à l’équipe',
  receivedBody:
    'Merci d’avoir terminé l’évaluation pour le poste «\u00a0{role}\u00a0» chez {company}. Nous l’avons bien reçue, et l’équipe va lire vos réponses.',
  receivedNothingMore: 'Vous n’avez rien d’autre à faire pour le moment.',
  yourDataLine: 'Consultez ou téléchargez vos données, ou demandez-nous de les effacer\u00a0:',
  erasedSubject: 'Vos données ont été effacées\u00a0: {role}',
  erasedPreview: 'Vos données ont été effacées',
  erasedBody:
    'Comme vous l’avez demandé, {company} a effacé votre candidature au poste «\u00a0{role}\u00a0»\u00a0: votre inscription, vos réponses, vos enregistrements et vos fichiers ont été supprimés.',
  erasedNothingMore: 'Vous n’avez rien d’autre à faire.',
} satisfies Translation<typeof english>;
