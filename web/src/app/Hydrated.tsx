import { useEffect, type ReactNode } from 'react';

/**
 * Marks the page as live once React has committed (journeys wait for `html[data-hydrated]`), then
 * calls `onHydrated`. Its effect runs after its children's, so every query of the hydrating render has
 * already read its restored answer. It wraps the app instead of standing beside it: a sibling would
 * fork React's useId tree, so every id made in the browser would differ from the server's HTML, and an
 * element drawn again after hydration (a product tab's aria-controls) would name an id the page lacks.
 */
export function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
