// Builds the server into dist/server: one ES module per command, TypeScript compiled away, so the
// server runs on Node alone, with no TypeScript loader (`npm run serve`, the container image).
// Packages stay imports of node_modules; what the server reads at run time (migrations, the PGlite
// worker, the catalogue, dist/web) is found from the project root (server/project-root.ts).
import fs from 'node:fs';
import * as esbuild from 'esbuild';

const OUT_DIR = 'dist/server';
const COMMANDS = ['server/main.ts', 'server/reset-passkey.ts', 'server/storage-migrate.ts'];

fs.rmSync(OUT_DIR, { recursive: true, force: true });
await esbuild.build({
  entryPoints: COMMANDS.filter((file) => fs.existsSync(file)),
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Server built into ${OUT_DIR}`);
