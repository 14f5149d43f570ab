import fs from 'node:fs';
import type { Plugin } from 'vite';

/** The mark on the ids of the sign-up page's copy of zod's modules. */
const COPY = '?zod-mini';
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * The modules that import zod for the sign-up page's schemas (sign-up-schemas.ts): its schemas,
 * written in zod/mini, the check they share with the others and zod's settings.
 */
const SIGN_UP_ZOD_IMPORTERS = anyOf(
  String.raw`shared[\\/](invite-view\.schema|registration\.schema|safe-input|plain-zod-messages)\.ts$`,
  String.raw`web[\\/]lib[\\/]zod-setup\.ts$`,
  String.raw`web[\\/]features[\\/]invite-landing[\\/]lib[\\/]sign-up-schemas\.ts$`,
);

function anyOf(...patterns: string[]): RegExp {
  return new RegExp(patterns.join('|'));
}

/**
 * The sign-up page's zod: a copy of the zod modules its zod/mini schemas import, apart from the
 * ones zod's full API imports. A module is in one chunk, with every part of it that any page uses:
 * zod's full API (the assessment's and the workspace's schemas) uses all the string formats of
 * zod's core (JWT, IP ranges, base64...), and with one copy of zod's core the sign-up page
 * downloaded them all, 7.4 KiB brotli that its schemas never use (e2e/size-budget.spec.ts).
 *
 * zod keeps its settings and its registry on `globalThis`, so both copies share them
 * (web/lib/zod-setup.ts), and its `instanceof` reads a schema's traits, not its class. The pages
 * that parse with zod's full API download the parts of the copy that the shared check and the
 * settings use, with the form hook (the `zod-core` group, vite.chunk-groups.ts). The build's only:
 * the dev server and the tests run one zod.
 */
export function zodMiniCopy(): Plugin {
  return {
    name: 'zod-mini-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const inCopy = importer.endsWith(COPY);
      if (!inCopy && !(SIGN_UP_ZOD_IMPORTERS.test(importer) && /^zod(\/|$)/.test(source))) {
        return null;
      }
      const from = inCopy ? importer.slice(0, -COPY.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || !ZOD_MODULE.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id + COPY };
    },
    load(id) {
      return id.endsWith(COPY) ? fs.readFileSync(id.slice(0, -COPY.length), 'utf8') : null;
    },
  };
}
