import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { AppProviders } from '../app/providers';
import { testClient } from './client';

/**
 * The server's HTML of `page` (entry-server.tsx: StrictMode, then the app), in which `beforeLive` does
 * what a visitor does before the JavaScript arrived, then taken over by React as main.tsx does.
 * Resolves, once the controls have handed what was typed to their forms (ui/typedBeforeLive.ts: after
 * the hydration's effects), to the root to unmount and the hydration errors React recovered from (a mismatch).
 */
export async function serverRenderedThenLive(page: ReactNode, beforeLive: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StrictMode>{page}</StrictMode>);
  document.body.append(container);
  beforeLive(container);
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <StrictMode>{page}</StrictMode>, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  return { root: root!, recoverable };
}

/** Types into the server's HTML: the input holds the words, no event reaches React (it is not there yet). */
export function typeBeforeLive(input: HTMLInputElement | HTMLTextAreaElement, words: string) {
  input.value = words;
}

/** `page` inside the providers every component has (Apollo against the msw gateway, toasts). */
export const withProviders = (page: ReactNode) => <AppProviders client={testClient()}>{page}</AppProviders>;
