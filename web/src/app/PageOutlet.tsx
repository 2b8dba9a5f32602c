import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { prefetchCatalog } from './lazyPages';

/** The routed page, whose code loads on first use (lazyPages.tsx): the spinner shows until it has. */
export function PageOutlet() {
  useEffect(prefetchCatalog, []);
  return (
    <Suspense fallback={<Spinner label="Loading the page…" />}>
      <Outlet />
    </Suspense>
  );
}
