import type english from './en';
import type { Translation } from '../../i18n/languages';

export default { loading: 'Chargement de l’évaluation' } satisfies Translation<typeof english>;
