import type english from './en';
import type { Translation } from '../../i18n/languages';

export default {
  title: 'Página no encontrada',
  body: 'La página que busca no existe o se ha movido.',
  helpTitle: '¿Necesita ayuda?',
  help: 'Compruebe que la dirección no tenga errores o póngase en contacto con el equipo que le envió el enlace.',
  pageTitle: 'Página no encontrada',
  home: 'Ir a la página de inicio',
} satisfies Translation<typeof english>;
