import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { preloadModal } from '../ui/Modal';
import { preloadPopover } from '../ui/Popover';
import { prefetchCatalog } from './lazyPages';

/** The routed page, whose code loads on first use (lazyPages.tsx): the spinner shows until it has. */
export function PageOutlet() {
  useEffect(() => prefetchCatalog([preloadModal, preloadPopover]), []);
  return (
    <Suspense fallback={<Spinner label="Loading the page…" />}>
      <Outlet />
    </Suspense>
  );
}
