import { deferredComponent } from '../../ui/deferred';

// A hit's quick add (with its shopping-list dialog and fields) and quick view open only when asked:
// their code comes after the listing's first cards (issue 14's first-route budget), fetched once the
// page is idle, or at the press if that is sooner.
const quickAdd = deferredComponent(() => import('./QuickAddPanel').then((module) => module.QuickAddPanel));
const quickView = deferredComponent(() => import('./QuickView').then((module) => module.QuickView));

export const QuickAddPanel = quickAdd.Deferred;
export const QuickView = quickView.Deferred;

/** Fetches both once the browser is idle; returns the cancel, for an effect's cleanup. */
export function preloadHitOverlays(): () => void {
  const load = () => void Promise.all([quickAdd.preload(), quickView.preload()]);
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(load, 1000);
  return () => clearTimeout(timer);
}
