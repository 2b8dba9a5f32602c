import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { webRootOf } from '../config/load.ts';
import { EXAMPLES } from './examples.ts';

/** The explorer's address, and its file in the web build, which is only ever served through it. */
export const EXPLORER_PATHS: ReadonlySet<string> = new Set(['/explorer', '/explorer.html']);

// The web build's GraphiQL page carries this empty island; the gateway fills it with the examples.
const ISLAND = /<script type="application\/json" id="explorer-examples">[^<]*<\/script>/;

/** The explorer page with the example operations written into its JSON island. */
export const withExamples = (html: string): string =>
  html.replace(
    ISLAND,
    () =>
      `<script type="application/json" id="explorer-examples">${JSON.stringify(EXAMPLES).replace(/</g, '\\u003c')}</script>`,
  );

/**
 * Serves the schema explorer: GraphiQL, bundled by the web build (web/explorer.html, no CDN), on
 * /graphql with the store's own session cookie. It reads the schema by introspection, so it is only
 * served where introspection is on.
 */
export const serveExplorer = async (webDist: string | undefined, response: ServerResponse): Promise<void> => {
  const html = webDist ? await readFile(join(webRootOf(webDist), 'explorer.html'), 'utf8').catch(() => null) : null;
  if (html === null) {
    response
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The explorer is part of the web build: run npm run build.');
    return;
  }
  response
    .writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    })
    .end(withExamples(html));
};
