import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFileReader } from './build-file.ts';

/** The web build's index.html: the page every route starts from, its script and styles linked. */
export type Shell = {
  html: string;
  /** Changes with each build (its scripts' names change with it). */
  version: string;
};

/**
 * Reads the built index.html, again only when the build changed it (a rebuilt web is served without
 * a restart, as the static files are); null when the web has not been built.
 */
export const shellReader = (webRoot: string): (() => Promise<Shell | null>) =>
  buildFileReader(join(webRoot, 'index.html'), async (path, modified) => ({
    html: await readFile(path, 'utf8'),
    version: String(modified),
  }));

// The build's own title and description: the page's head replaces them.
const BUILT_TITLE = /<title>[^<]*<\/title>/i;
const BUILT_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/i;

/** The shell with the page's head elements in place of the build's title and description. */
export const pageHtml = (shell: Shell, head: string): string => {
  const html = shell.html.replace(BUILT_DESCRIPTION, '');
  if (BUILT_TITLE.test(html)) return html.replace(BUILT_TITLE, () => head);
  return html.replace(/<\/head>/i, () => `${head}\n  </head>`);
};
