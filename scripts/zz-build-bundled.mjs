import * as esbuild from 'esbuild';
import fs from 'node:fs';
const OUT_DIR = process.argv[2] || 'dist/server-b';
fs.rmSync(OUT_DIR, { recursive: true, force: true });
const r = await esbuild.build({
  entryPoints: ['server/main.ts'],
  outdir: OUT_DIR, outExtension: { '.js': '.mjs' },
  bundle: true, splitting: true, platform: 'node', format: 'esm', target: 'node22.12', sourcemap: true,
  external: (process.env.EXT || '@electric-sql/pglite,@fastify/swagger-ui,pg-native').split(','),
  banner: { js: "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; const require = __cr(import.meta.url); const __filename = __fu(import.meta.url); const __dirname = __dn(__filename);" },
  logLevel: 'warning', metafile: true,
});
const outs = Object.entries(r.metafile.outputs).filter(([k]) => k.endsWith('.mjs'));
console.log(outs.length, 'files', outs.reduce((a, [, v]) => a + v.bytes, 0), 'bytes');
