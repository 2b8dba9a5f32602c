import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { PageLive, useExpectPage } from './Hydrated';
import { preloadMenuButton } from '../ui/MenuButton';
import { preloadModal } from '../ui/Modal';
import { preloadNavPopover } from '../ui/NavPopover';
import { preloadPopover } from '../ui/Popover';
import { preloadPolicyText } from '../lib/policies/PolicyModal';
import { prefetchCatalog } from './lazyPages';

/**
 * The routed page, whose code loads on first use (lazyPages.tsx): the spinner shows until it has. The
 * store goes live when the page inside the boundary has hydrated (Hydrated.tsx), not only the shell.
 */
export function PageOutlet() {
  useExpectPage();
  useEffect(
    () => prefetchCatalog([preloadModal, preloadPolicyText, preloadPopover, preloadMenuButton, preloadNavPopover]),
    [],
  );
  return (
    <Suspense fallback={<Spinner label="Loading the page…" />}>
      <PageLive>
        <Outlet />
      </PageLive>
    </Suspense>
  );
}
