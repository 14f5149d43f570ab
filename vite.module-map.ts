import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written in the build, beside Vite's manifest (`dist/web/.vite/`). */
export const MODULE_MAP_FILE = '.vite/modules.json';

/**
 * Writes which source modules each built script holds, as `{ "assets/x.js": ["web/…", …] }`
 * with paths relative to the project. Vite's manifest names chunks, not their modules; the
 * browser tests that check what a page downloads (e2e/size-budget.spec.ts) and which files are
 * pdf.js's (e2e/forbidden-patterns.spec.ts) read this instead of building the app a second time.
 * Like the manifest it is under `.vite/`, which the compression plugin skips and no page asks for.
 */
export function moduleMap(): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        modules[item.fileName] = item.moduleIds.map((id) =>
          path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_MAP_FILE,
        source: `${JSON.stringify(modules, null, 1)}\n`,
      });
    },
  };
}
