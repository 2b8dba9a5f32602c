import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Where the first render stands: the shell committed, a routed page expected and committed. */
const hydrationOf = (onHydrated?: () => void) => {
  const done = { shell: false, expectsPage: false, page: false, live: false };
  const goLive = () => {
    if (done.live || !done.shell || (done.expectsPage && !done.page)) return;
    done.live = true;
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  };
  return {
    expectPage: () => void (done.expectsPage = true),
    pageCommitted: () => {
      done.page = true;
      goLive();
    },
    shellCommitted: () => {
      done.shell = true;
      goLive();
    },
  };
};

const HydrationContext = createContext<ReturnType<typeof hydrationOf> | null>(null);

/**
 * Marks the page as live (journeys wait for `html[data-hydrated]`) and calls `onHydrated` once the
 * shell AND the routed page have committed. The page sits in a Suspense boundary (PageOutlet), and
 * React hydrates such a boundary in a later pass than the shell, so the shell's effects alone come too
 * early: a network-only query of the page (the cart's checkout actions) then hydrated without its
 * restored answer and drew what the server's HTML did not have.
 *
 * It wraps the app instead of standing beside it: a sibling would fork React's useId tree, so every id
 * made in the browser would differ from the server's HTML. Wrappers (this provider, PageLive) do not.
 */
export function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  const [hydration] = useState(() => hydrationOf(onHydrated));
  // Children's effects run first: PageOutlet has said a page is coming, and the page has said whether
  // it committed in this same pass.
  useEffect(() => hydration.shellCommitted(), [hydration]);
  return <HydrationContext.Provider value={hydration}>{children}</HydrationContext.Provider>;
}

/** Called by the shell's page outlet (outside its Suspense boundary): a routed page is coming. */
export function useExpectPage() {
  const hydration = useContext(HydrationContext);
  useEffect(() => hydration?.expectPage(), [hydration]);
}

/** Wraps the routed page inside its Suspense boundary: its effect runs when the page has hydrated. */
export function PageLive({ children }: { children: ReactNode }) {
  const hydration = useContext(HydrationContext);
  useEffect(() => hydration?.pageCommitted(), [hydration]);
  return children;
}
