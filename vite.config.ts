import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { CHUNK_GROUPS } from './vite.chunk-groups';
import { compiledMessages } from './vite.compiled-messages';
import { mantineHooksAtFirstRender } from './vite.mantine-hooks';
import { moduleMap } from './vite.module-map';
import { zodMiniCopy } from './vite.zod-mini-copy';

const API_TARGET = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // Brotli and gzip copies beside each asset, served by @fastify/static's `preCompressed`
  // (docs/benchmarks.md).
  plugins: [
    // Candidates' texts, compiled when bundled (vite.compiled-messages.ts).
    compiledMessages(),
    mantineHooksAtFirstRender(),
    // The sign-up page's own copy of zod, without the full API's parts (vite.zod-mini-copy.ts).
    zodMiniCopy(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//] }),
    // Which modules each chunk holds, for the browser tests (vite.module-map.ts).
    moduleMap(),
  ],
  build: {
    outDir: '../dist/web',
    chunkSizeWarningLimit: 700,
    emptyOutDir: true,
    // Which chunk holds which page: a browser test proves candidates never download the workspace.
    manifest: true,
    rolldownOptions: {
      // Fewer, larger chunks for the first screens (vite.chunk-groups.ts says why).
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/now-assessment': API_TARGET,
      '/feedback': API_TARGET,
    },
  },
});
