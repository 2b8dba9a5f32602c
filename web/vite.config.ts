import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
