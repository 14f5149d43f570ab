import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { runnerImport, type Plugin } from 'vite';

/** A catalogue module: shared/messages/<namespace>/<language>.ts (docs/languages.md). */
const CATALOGUE = /\/shared\/messages\/[a-z-]+\/[a-zA-Z-]+\.ts$/;

/**
 * Compiles each message catalogue when it is bundled, so the browser downloads Lingui's ready
 * form and not the ICU parser (6.5 KiB brotli, docs/languages.md#weight). The module is run as
 * written (it may take English from the texts modules), and replaced by its compiled messages:
 * the page's chunk holds the words only, none of the modules they came from. A message that is not
 * well-formed ICU stops the build, rather than shipping as raw text.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const { module } = await runnerImport<{ default: Record<string, string> }>(id);
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([key, message]) => [
          key,
          compileMessageOrThrow(message),
        ]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
