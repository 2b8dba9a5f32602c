import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
  build: { outDir: 'dist', emptyOutDir: true },
});
