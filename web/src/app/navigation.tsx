import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useStoreBrandState } from '../lib/useStoreBrand';
import type { BrandKey } from '../generated/graphql';
import { pageTitle } from '../lib/format';
import { storeName } from '../lib/storeName';
import { Spinner } from '../ui/Spinner';
import { ROUTE_TITLES } from './routeTitles';
import { Redirect } from '../lib/Redirect';

export const titleFor = (pathname: string): string | null =>
  ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1] ?? null;

/**
 * After each transition: the route's title, and the page scrolled to the top (§2.2).
 * A layout effect runs before the pages' own effects, so a page's data-specific title wins.
 */
export function NavigationEffects() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    const title = titleFor(pathname);
    if (title) document.title = pageTitle(title, storeName());
  }, [pathname]);
  useLayoutEffect(() => {
    // An anchor in the URL is scrolled to by the page; anything else starts at the top.
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}

/** Brand rule: a page of one brand only; the other brand is sent to `otherwise` (its own page for the same thing). */
export function BrandOnly({ brand, otherwise, children }: { brand: BrandKey; otherwise: string; children: ReactNode }) {
  const { brand: current, loading } = useStoreBrandState();
  if (loading) return <Spinner />;
  if (current.key !== brand) return <Redirect to={otherwise} />;
  return <>{children}</>;
}

/**
 * A route whose target is outside the store (docs/spec/storefront.md §2.2): it opens in a new tab and the visitor
 * stays where they came from. Opened directly (no page to return to), it offers the link instead,
 * since a browser may block a tab opened without a click.
 */
export function ExternalRedirect({ url, label }: { url: string; label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const cameFromStore = location.key !== 'default';
  const opened = useRef(false);
  useEffect(() => {
    // Once, even when effects run twice (React's strict mode in development).
    if (!cameFromStore || opened.current) return;
    opened.current = true;
    window.open(url, '_blank', 'noopener,noreferrer');
    void navigate(-1);
  }, [cameFromStore, url, navigate]);
  if (cameFromStore) return <Spinner />;
  return (
    <>
      <h1>{label}</h1>
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the {label.toLowerCase()} site<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}
