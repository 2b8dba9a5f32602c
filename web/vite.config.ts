import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { basename, dirname, join, resolve } from 'node:path';

// The build (web/dist) holds the web root the gateway serves, site/, and beside it what no browser
// needs: the trusted operations manifest the gateway reads and Vite's chunk manifest the bench reads.
// Nothing outside site/ is reachable over HTTP, however its path is spelled (issue 31, finding 3).
const BUILD = resolve(import.meta.dirname, 'dist');
const WEB_ROOT = join(BUILD, 'site');
/** Where Vite writes its chunk manifest inside the web root; moved beside it once written. */
const VITE_MANIFEST = '.vite/manifest.json';

// Written by `npm run codegen` from the same .graphql documents as the typed documents the bundle
// sends, so the two always agree.
const MANIFEST = new URL('./src/generated/operations.json', import.meta.url);

/**
 * Writes the trusted operations manifest to dist/operations.json, where the gateway reads it, and
 * moves Vite's chunk manifest out of the web root to dist/.vite/manifest.json.
 */
const artefactsOutsideTheWebRoot = (): Plugin => ({
  name: 'artefacts-outside-the-web-root',
  apply: 'build',
  buildStart() {
    if (!existsSync(MANIFEST)) this.error('src/generated/operations.json is missing: run `npm run codegen` first.');
  },
  writeBundle() {
    writeFileSync(join(BUILD, 'operations.json'), readFileSync(MANIFEST, 'utf8'));
    const chunks = join(BUILD, VITE_MANIFEST);
    mkdirSync(dirname(chunks), { recursive: true });
    renameSync(join(WEB_ROOT, VITE_MANIFEST), chunks);
    rmSync(join(WEB_ROOT, dirname(VITE_MANIFEST)), { recursive: true });
  },
});

// GraphiQL's stylesheet embeds its fonts (Roboto, Fira Code) as data: URLs, 340 kB in the CSS.
const EMBEDDED_FONT = /url\(data:font\/(woff2?);base64,([A-Za-z0-9+/=]+)\)/g;

/**
 * Writes the explorer's embedded fonts out as files of the build beside its CSS, so a Content
 * Security Policy can allow fonts from 'self' only, and the browser fetches just the faces and
 * unicode ranges it draws instead of parsing all of them with the stylesheet.
 */
const explorerFontFiles = (): Plugin => ({
  name: 'explorer-font-files',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const asset of Object.values(bundle)) {
      if (asset.type !== 'asset' || !asset.names.includes('explorer.css') || typeof asset.source !== 'string') continue;
      asset.source = asset.source.replace(EMBEDDED_FONT, (_match, type: string, base64: string) => {
        const font = this.emitFile({
          type: 'asset',
          name: `graphiql-font.${type}`,
          source: Buffer.from(base64, 'base64'),
        });
        // The CSS and the fonts are both in assets/.
        return `url(./${basename(this.getFileName(font))})`;
      });
    }
  },
});

/**
 * The server's build of the store (`vite build --ssr src/entry-server.tsx`): one bundle with every
 * dependency in it, React's production build included whatever NODE_ENV the gateway runs with.
 */
const serverBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [react(), optimizeLocales.vite({ locales: ['en-US'] })],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: join(BUILD, 'server'),
    emptyOutDir: true,
    rolldownOptions: {
      // One file, no chunks: the gateway imports the entry with a `?v=` query to take a rebuilt web
      // without a restart, which makes it a module apart from the `../entry-server.js` that chunks
      // import; a lazy page then read React contexts of the other copy (a brand page's redirect was lost).
      output: { inlineDynamicImports: true },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});

/** A stylesheet of the store (web/src, the explorer's apart). */
const isStoreStylesheet = (id: string): boolean =>
  id.endsWith('.css') && id.startsWith(resolve(import.meta.dirname, 'src')) && !id.includes('/src/explorer/');

const browserBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // React Aria ships its built-in strings (mostly screen-reader labels) in 34 locales; the store
    // is written in US English, so only those strings go into the bundle.
    optimizeLocales.vite({ locales: ['en-US'] }),
    artefactsOutsideTheWebRoot(),
    explorerFontFiles(),
    // A .br and a .gz beside every text file of the build, made once here at the highest levels; the
    // gateway serves whichever the browser accepts (gateway/src/http/static-files.ts).
    compression({
      include: /\.(js|css|html|svg|json|map)$/,
      // explorer.html only ever goes out through the gateway, which writes its examples into it.
      exclude: [/(^|\/)\.vite\//, /(^|\/)explorer\.html$/],
      threshold: 0,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false },
      // The generated PDFs only; the public files under /documents/ are the dev server's own.
      '^/documents/(order|quote|invoice)/|^/documents/invoices\\.pdf': {
        target: 'http://127.0.0.1:4000',
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir: WEB_ROOT,
    emptyOutDir: true,
    // No <link rel="modulepreload"> in index.html: the shell's ~50 chunks, preloaded at high priority,
    // took the browser's six HTTP/1.1 connections and the bandwidth ahead of the stylesheet and the
    // page's first pictures, so the server-rendered HTML painted late (Lighthouse mobile, guest
    // listing: FCP 3.1 s, LCP 4.0 s with them; 1.3 s and 1.6 s without). The browser finds them in
    // main.js one round trip later. Dynamic imports keep Vite's preloading of their dependencies.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    // Which chunks each page loads, for the bench's weight table (moved to dist/.vite/ once written).
    manifest: VITE_MANIFEST,
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
      output: {
        // The store's CSS in one file that every page links in its head (the explorer keeps its own):
        // each primitive and feature writes its CSS beside it, and split along the chunks that made 11
        // render-blocking stylesheets for the shell plus one or two a page; one file is one request,
        // cached once for every page, about 8 KB compressed.
        advancedChunks: { groups: [{ name: 'store', test: isStoreStylesheet }] },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
