import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
