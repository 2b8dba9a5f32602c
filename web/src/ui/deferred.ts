import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is loaded apart from the page's: `preload()` fetches it (the shell calls it
 * once the page is idle), and `Deferred` draws it, loading it first if a page wants it sooner. Once
 * loaded it draws at once, with no Suspense fallback in between. `isLoaded` and `onLoad` let a stand-in
 * (ui/DeferredTrigger.tsx) know when to give way. `fallback` is drawn while a page waits for the code
 * (content a visitor opened before the idle preload had fetched it); by default nothing.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (loaded) => {
        component = loaded;
        for (const listener of listeners) listener();
        listeners.clear();
      },
      () => {
        // Offline for a moment: the next use tries again.
        pending = undefined;
      },
    ));
  const isLoaded = () => component !== undefined;
  /** Calls `listener` once the code has loaded (whoever asked for it); returns the unsubscribe. */
  const onLoad = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  function Deferred(props: P): ReactNode {
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (!component) void preload().then(() => setLoaded(true));
    }, []);
    return component ? createElement(component, props) : fallback;
  }
  return { preload, isLoaded, onLoad, Deferred };
}

export type DeferredCode = Pick<ReturnType<typeof deferredComponent>, 'preload' | 'isLoaded' | 'onLoad'>;
