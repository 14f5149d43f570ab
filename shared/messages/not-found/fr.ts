import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  title: 'Page introuvable',
  body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  helpTitle: 'Besoin d’aide\u00a0?',
  help: 'Vérifiez que l’adresse ne contient pas de faute de frappe, ou contactez l’équipe qui vous a envoyé le lien.',
  pageTitle: 'Page introuvable',
  home: 'Aller à la page d’accueil',
} satisfies Translation<typeof english>;
