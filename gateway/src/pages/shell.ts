import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

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
export const shellReader = (webRoot: string): (() => Promise<Shell | null>) => {
  const path = join(webRoot, 'index.html');
  let cached: { modified: number; shell: Shell } | null = null;
  return async () => {
    const modified = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modified === null) return null;
    if (cached?.modified !== modified)
      cached = { modified, shell: { html: await readFile(path, 'utf8'), version: String(modified) } };
    return cached.shell;
  };
};

// The build's own title and description: the page's head replaces them.
const BUILT_TITLE = /<title>[^<]*<\/title>/i;
const BUILT_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/i;

/** The shell with the page's head elements in place of the build's title and description. */
export const pageHtml = (shell: Shell, head: string): string => {
  const html = shell.html.replace(BUILT_DESCRIPTION, '');
  if (BUILT_TITLE.test(html)) return html.replace(BUILT_TITLE, () => head);
  return html.replace(/<\/head>/i, () => `${head}\n  </head>`);
};
