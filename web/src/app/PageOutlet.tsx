import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { preloadMenuButton } from '../ui/MenuButton';
import { preloadModal } from '../ui/Modal';
import { preloadNavPopover } from '../ui/NavPopover';
import { preloadPopover } from '../ui/Popover';
import { prefetchCatalog } from './lazyPages';

/** The routed page, whose code loads on first use (lazyPages.tsx): the spinner shows until it has. */
export function PageOutlet() {
  useEffect(() => prefetchCatalog([preloadModal, preloadPopover, preloadMenuButton, preloadNavPopover]), []);
  return (
    <Suspense fallback={<Spinner label="Loading the page…" />}>
      <Outlet />
    </Suspense>
  );
}
