import { useCallback, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from the first render after: what only the
 * browser knows (storage, screen size, a popup already dismissed) renders then, so the hydrating
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Whether the media query matches, and follows its changes; false on the server and while hydrating. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
