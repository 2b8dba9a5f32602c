import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

// Written by `npm run codegen` from the same .graphql documents as the typed documents the bundle
// sends, so the two always agree.
const MANIFEST = new URL('./src/generated/operations.json', import.meta.url);

/** Ships the trusted operations manifest as dist/operations.json, where the gateway reads it. */
const trustedOperationsManifest = (): Plugin => ({
  name: 'trusted-operations-manifest',
  apply: 'build',
  generateBundle() {
    if (!existsSync(MANIFEST)) this.error('src/generated/operations.json is missing: run `npm run codegen` first.');
    this.emitFile({ type: 'asset', fileName: 'operations.json', source: readFileSync(MANIFEST, 'utf8') });
  },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), trustedOperationsManifest()],
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The schema explorer (GraphiQL) is its own page, so none of it is in the store's bundle.
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        explorer: resolve(import.meta.dirname, 'explorer.html'),
      },
      // GraphiQL's modules carry React Compiler directives that bundling drops, harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
