import { useQuery } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { ListingViewerDocument } from './ListingViewer.generated';

export type ListingView = 'cards' | 'table';

const VIEWS: readonly ListingView[] = ['cards', 'table'];

/** One remembered choice per username on this browser; signed-out visitors share 'guest'. */
export const listingViewKey = (username: string | null | undefined) => `mro.listingView.${username ?? 'guest'}`;

function readView(key: string): ListingView | undefined {
  try {
    const stored = window.localStorage.getItem(key);
    return VIEWS.find((v) => v === stored);
  } catch {
    // Storage can be disabled (private mode, policy): the listing still works, unremembered.
    return undefined;
  }
}

/** Every listing on the page follows a choice; this page's memory of it, where storage is blocked. */
const listeners = new Set<() => void>();
const chosen = new Map<string, ListingView>();

function writeView(key: string, view: ListingView) {
  chosen.set(key, view);
  try {
    window.localStorage.setItem(key, view);
  } catch {
    // See readView: not remembering is the only consequence.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The listing's Cards / Table view, remembered per user across pages and reloads. The server's page
 * (and the hydrating render) shows cards; a remembered table follows once the page is live.
 */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const { data } = useQuery(ListingViewerDocument);
  const key = listingViewKey(data?.viewer?.username);
  const view = useSyncExternalStore(
    subscribe,
    () => readView(key) ?? chosen.get(key) ?? 'cards',
    () => 'cards' as const,
  );
  return [view, (next) => writeView(key, next)];
}
