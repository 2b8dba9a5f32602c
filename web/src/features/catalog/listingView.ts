import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ListingViewerDocument } from './ListingViewer.generated';

export type ListingView = 'cards' | 'table';

const VIEWS: readonly ListingView[] = ['cards', 'table'];

/** One remembered choice per username on this browser; signed-out visitors share 'guest'. */
export const listingViewKey = (username: string | null | undefined) => `mro.listingView.${username ?? 'guest'}`;

function readView(key: string): ListingView {
  try {
    const stored = window.localStorage.getItem(key);
    return VIEWS.find((v) => v === stored) ?? 'cards';
  } catch {
    // Storage can be disabled (private mode, policy): the listing still works, unremembered.
    return 'cards';
  }
}

function writeView(key: string, view: ListingView) {
  try {
    window.localStorage.setItem(key, view);
  } catch {
    // See readView: not remembering is the only consequence.
  }
}

/** The listing's Cards / Table view, remembered per user across pages and reloads. */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const { data } = useQuery(ListingViewerDocument);
  const key = listingViewKey(data?.viewer?.username);
  const [choice, setChoice] = useState<{ key: string; view: ListingView } | null>(null);
  const view = choice?.key === key ? choice.view : readView(key);
  return [
    view,
    (next) => {
      writeView(key, next);
      setChoice({ key, view: next });
    },
  ];
}
