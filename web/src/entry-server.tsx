// The store rendered on the server (gateway/src/pages/render.ts imports its build, web/dist/server/):
// the route's loader (app/pageLoaders.ts), the page's code and the shell's viewer first, in parallel,
// then one render that React writes once all of it is ready. A page whose render still asks for an
// answer (no loader, or one that missed a query) is rendered by Apollo's prerenderStatic until every
// query it renders has its answer (docs/adr/0015-server-rendering.md).
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, ApolloLink } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { getApolloContext } from '@apollo/client/react';
import { wrapperSymbol, type HookWrappers } from '@apollo/client/react/internal';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router';
import { StoreApp } from './app/App';
import { ServerRedirectContext, type ServerRedirect } from './lib/Redirect';
import { createCache } from './app/apollo';
import { loadShell, pageLoaders } from './app/pageLoaders';
import { pageModulesFor, preloadPagesFor } from './app/preloadPages';
import { routes } from './app/routes';

/** One GraphQL operation, run by the gateway in process with the request's own context. */
export type ServerOperation = { query: string; operationName?: string; variables: Record<string, unknown> };
export type Execute = (operation: ServerOperation) => Promise<FormattedExecutionResult>;

export type RenderOptions = {
  /** The page's path and query. */
  url: string;
  execute: Execute;
  /** Aborted when the page takes too long: the render stops and fails. */
  signal: AbortSignal;
};

export type RenderedPage = {
  /** The body of #root. */
  html: string;
  /** Apollo's cache after the render: the answers the browser restores before it hydrates. */
  state: NormalizedCacheObject;
  /** Whole renders it took: 1 when the loader had every answer the page renders. */
  renders: number;
  /** The source modules of the pages it shows: the gateway links their CSS and code in the head. */
  modules: string[];
  /** The page stands for another (lib/Redirect.tsx): the gateway answers a 302 or 301 to it, no body. */
  redirect?: ServerRedirect;
};

/** Waterfalls of queries deeper than this are left to the browser (each round is a whole render). */
const MAX_RERENDERS = 6;

const executeLink = (execute: Execute) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );

const asError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));

/**
 * Writes the tree once all of it is ready: no fallbacks, so no inline swap scripts (a strict CSP).
 * Any error fails the whole page, which the gateway then sends for the browser to render.
 */
const renderWhole = (tree: ReactNode, signal: AbortSignal): Promise<string> =>
  new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failed) return;
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: (error) => reject(asError(error)),
      onError(error) {
        failed ??= error;
        reject(asError(error));
      },
    });
    const abort = () => {
      stream.abort(signal.reason);
      reject(asError(signal.reason));
    };
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });

/**
 * The tree, noting any query it renders without its answer (a loading state): such a render is not
 * the page, and prerenderStatic renders it until each of its queries has answered.
 */
const noticingMisses = (tree: ReactNode, onMiss: () => void): ReactNode => {
  const ApolloContext = getApolloContext();
  const wrappers: HookWrappers = {
    useQuery: (useQuery) =>
      function useQueryNoticingMisses(...args) {
        const result = useQuery(...args);
        if (result.loading) onMiss();
        return result;
      },
  };
  return <ApolloContext.Provider value={{ [wrapperSymbol]: wrappers }}>{tree}</ApolloContext.Provider>;
};

/** Settles when `work` does, or rejects when the page's time is up. */
const within = (work: Promise<unknown>, signal: AbortSignal): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const abort = () => reject(asError(signal.reason));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, resolve).finally(() => signal.removeEventListener('abort', abort));
  });

export async function render({ url, execute, signal }: RenderOptions): Promise<RenderedPage> {
  const client = new ApolloClient({ ssrMode: true, link: executeLink(execute), cache: createCache() });
  // What the last render's page redirected to: each whole render starts without one.
  let redirect: ServerRedirect | undefined;
  const tree = (
    <StrictMode>
      <ServerRedirectContext.Provider value={(to) => void (redirect = to)}>
        <StoreApp client={client} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
      </ServerRedirectContext.Provider>
    </StrictMode>
  );
  const { pathname, search } = new URL(url, 'http://store');
  const result = (html: string, renders: number): RenderedPage => ({
    html: redirect ? '' : html,
    state: redirect ? {} : (client.extract() as NormalizedCacheObject),
    renders,
    modules: redirect ? [] : pageModulesFor(routes, pathname),
    ...(redirect ? { redirect } : {}),
  });
  await within(
    Promise.all([preloadPagesFor(routes, { pathname, search }, pageLoaders(client)), loadShell(client)]),
    signal,
  );
  let missed = false;
  const once = await renderWhole(
    noticingMisses(tree, () => {
      missed = true;
    }),
    signal,
  );
  if (!missed) return result(once, 1);
  const { diagnostics } = await prerenderStatic({
    tree,
    signal,
    maxRerenders: MAX_RERENDERS,
    ignoreResults: true,
    diagnostics: true,
    renderFunction: (node) => prerenderToNodeStream(node, { signal }),
  });
  if (signal.aborted) throw signal.reason;
  redirect = undefined;
  const html = await renderWhole(tree, signal);
  return result(html, 2 + (diagnostics?.renderCount ?? 0));
}
