// The CSS and code of the page a URL shows, linked in its server-rendered head: without them the HTML
// is painted with the shell's styles only and restyled when the page's chunk arrives (layout shift,
// a late largest paint), and its code is fetched only after the shell's script has run (issue 28).
import { readFile } from 'node:fs/promises';
import { buildFileReader } from './build-file.ts';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json), by the fields read here. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
/** Vite's build manifest: chunks by source path ('index.html', 'src/features/...tsx') or chunk name. */
export type ChunkManifest = Record<string, ManifestChunk>;

/** The chunk the web's index.html loads: the shell, whose CSS it links and whose code main.js imports. */
const SHELL = 'index.html';

/** `from` and every chunk it imports statically, at any depth (dynamic imports load later, if ever). */
const closure = (manifest: ChunkManifest, from: string[], seen = new Set<string>()): Set<string> => {
  for (const key of from) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
};

const stylesheet = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
// Low priority: the page's chunks are fetched early for hydration, but after the stylesheet and the
// pictures the HTML paints (at high priority they delayed the largest paint by a second on slow 4G).
const modulePreload = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`;

/**
 * The <link> elements of the modules' chunks and of the chunks they import that the shell does not:
 * their stylesheets first, then their code as module preloads. The URLs are the ones Vite's preload
 * helper looks for, so the browser does not fetch a page's CSS twice when its code loads.
 */
export const pageAssetLinks = (manifest: ChunkManifest, modules: string[]): string => {
  const shell = closure(manifest, [SHELL]);
  const shellCss = new Set([...shell].flatMap((key) => manifest[key]!.css ?? []));
  const chunks = [...closure(manifest, modules)].filter((key) => !shell.has(key)).map((key) => manifest[key]!);
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((file) => !shellCss.has(file)));
  return [...[...css].map(stylesheet), ...chunks.map((chunk) => modulePreload(chunk.file))].join('');
};

/**
 * Reads the build's chunk manifest, again only when the build changed it; null when there is none
 * (the page then goes out without its links, and the browser fetches them as before).
 */
export const chunkManifestReader = (path: string): (() => Promise<ChunkManifest | null>) =>
  buildFileReader(path, async (file) => JSON.parse(await readFile(file, 'utf8')) as ChunkManifest);
