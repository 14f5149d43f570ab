import type english from './en';
import type { Translation } from '../../i18n/languages';

export default { loading: 'Cargando la evaluación' } satisfies Translation<typeof english>;
