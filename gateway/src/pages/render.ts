// The store's pages rendered on the server (SERVER_RENDERING): the web's server build renders a page's
// body with its data, each query executed in process with the request's own context
// (docs/adr/0015-server-rendering.md).
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import { STORE_STATE_ID } from '@mro/rules/pages';
import type { GatewayContext, GatewayServices } from '../context.ts';
import { buildFileReader } from './build-file.ts';
import { scriptJson } from './head.ts';
import { pageAssetLinks, type ChunkManifest } from './page-assets.ts';

/** A page slower than this goes out with an empty #root, rendered in the browser as without rendering. */
export const PAGE_RENDER_TIMEOUT_MS = 3_000;

/** One operation of a page's render, as the web's server entry asks for it. */
export type PageOperation = { query: string; operationName?: string; variables: Record<string, unknown> };
/** Runs an operation with a request's context (ApolloServer.executeOperation: plugins, checks, metrics). */
export type ExecuteIn = (context: GatewayContext, operation: PageOperation) => Promise<FormattedExecutionResult>;

/** What web/src/entry-server.tsx exports. */
export type ServerEntry = {
  render(options: {
    url: string;
    execute: (operation: PageOperation) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<PageBody>;
};

/**
 * A page's body: #root's HTML and the answers the browser restores before it hydrates; or, for a page
 * that stands for another (a legacy URL, a guard), where to send the visitor instead.
 */
export type PageBody = {
  html: string;
  state: unknown;
  redirect?: { location: string; permanent: boolean };
  /** The source modules of the pages it shows (their CSS and code are linked in the head). */
  modules?: string[];
  /** Whole renders it took (1: its loaders had every answer). */
  renders?: number;
};
/** A rendered body with the <link> elements of its page's CSS and code (page-assets.ts). */
export type RenderedBody = PageBody & { links: string };

/** Renders the page at `url` for the context's visitor; null when it could not (the browser renders it). */
export type PageRenderer = (url: string, context: GatewayContext) => Promise<RenderedBody | null>;

/**
 * The server build's module, imported again only when the build changed it (a rebuilt web is served
 * without a restart); null when the web has no server build.
 */
export const serverEntryReader = (path: string): (() => Promise<ServerEntry | null>) =>
  buildFileReader(
    path,
    (file, modified) => import(`${pathToFileURL(file).href}?v=${modified}`) as Promise<ServerEntry>,
  );

type RendererOptions = {
  entry: () => Promise<ServerEntry | null>;
  execute: ExecuteIn;
  log: GatewayServices['log'];
  /** The browser build's chunk manifest: where each page's CSS and code are. */
  manifest?: () => Promise<ChunkManifest | null>;
  timeoutMs?: number;
  /** Told the renders each page took, by its page's module name (`SearchPage`): the operators' page_renders. */
  onRendered?: (page: string, renders: number) => void;
};

/** A page's name for a metric label: its innermost page module's file name (bounded: the route table's pages). */
const pageNameOf = (modules: string[] | undefined): string =>
  /([^/]+)\.tsx?$/.exec(modules?.at(-1) ?? '')?.[1] ?? 'none';

export const pageRenderer = ({
  entry,
  execute,
  log,
  manifest = () => Promise.resolve(null),
  timeoutMs = PAGE_RENDER_TIMEOUT_MS,
  onRendered = () => undefined,
}: RendererOptions): PageRenderer => {
  // Imported at start, not within the first visitor's page: a cold import of the build takes a while.
  void entry().catch(() => undefined);
  return async (url, context) => {
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`not rendered within ${timeoutMs} ms`)), timeoutMs);
    try {
      const server = await entry();
      if (!server) throw new Error('the web has no server build (npm run build -w web)');
      const rendering = server.render({
        url,
        execute: (operation) => execute(context, operation),
        signal: controller.signal,
      });
      // A render that ignores its signal still gives way to the timeout.
      const aborted = new Promise<never>((_resolve, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }),
      );
      const [body, chunks] = await Promise.all([Promise.race([rendering, aborted]), manifest()]);
      if (body.renders) onRendered(pageNameOf(body.modules), body.renders);
      return { ...body, links: chunks && body.modules ? pageAssetLinks(chunks, body.modules) : '' };
    } catch (error) {
      log.log('warn', 'page rendered in the browser', {
        requestId: context.requestId,
        url,
        ms: Math.round(performance.now() - started),
        error,
      });
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
};

const EMPTY_ROOT = /<div id="root"><\/div>/;
const END_OF_HEAD = /<\/head>/i;

/**
 * The page with its body in #root and, before it, the state as JSON data (never run, so the CSP needs
 * no hash for it); every `<` and line separator escaped, so no value can close the script element.
 * The links of the page's CSS and code end the head, after the shell's (the order the browser would
 * add them in), so the first paint has the page's styles.
 */
export const withBody = (page: string, body: RenderedBody | null): string => {
  if (!body) return page;
  const state = `<script type="application/json" id="${STORE_STATE_ID}">${scriptJson(body.state)}</script>`;
  return page
    .replace(END_OF_HEAD, () => `${body.links}</head>`)
    .replace(EMPTY_ROOT, () => `${state}<div id="root">${body.html}</div>`);
};
