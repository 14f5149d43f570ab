import type english from './en';
import type { Translation } from '../../i18n/languages';

export default { loading: 'Test wird geladen' } satisfies Translation<typeof english>;
