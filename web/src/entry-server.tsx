// The store rendered on the server (gateway/src/pages/render.ts imports its build, web/dist/server/):
// Apollo's prerenderStatic renders the page until every query it renders has its answer, then React
// writes the page once all of it is ready (docs/adr/0015-server-rendering.md).
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, ApolloLink } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router';
import { StoreApp } from './app/App';
import { createCache } from './app/apollo';

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

export async function render({ url, execute, signal }: RenderOptions): Promise<RenderedPage> {
  const client = new ApolloClient({ ssrMode: true, link: executeLink(execute), cache: createCache() });
  const tree = (
    <StrictMode>
      <StoreApp client={client} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
    </StrictMode>
  );
  await prerenderStatic({
    tree,
    signal,
    maxRerenders: MAX_RERENDERS,
    ignoreResults: true,
    renderFunction: (node) => prerenderToNodeStream(node, { signal }),
  });
  if (signal.aborted) throw signal.reason;
  const html = await renderWhole(tree, signal);
  return { html, state: client.extract() as NormalizedCacheObject };
}
