// The server's render of a page (entry-server.tsx): a route with a loader has its queries asked before
// it renders and is rendered once, with its data, the same HTML as rendering until every query answered.
import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { render, type ServerOperation } from './entry-server';
import { GRAPHQL_URL } from './testing/api';
import { setLoggedIn } from './testing/handlers/auth';
import { guestState } from './testing/handlers/guest';
import { profileHandlers } from './testing/handlers/profile';
import { server } from './testing/server';

type Asked = { names: string[]; failOnce: Set<string> };

/** The page's operations through the mocked gateway; an operation in `failOnce` fails its first time. */
const executeFor = (asked: Asked) => async (operation: ServerOperation) => {
  asked.names.push(operation.operationName ?? '');
  if (operation.operationName && asked.failOnce.delete(operation.operationName))
    throw new Error('the ERP did not answer');
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operation),
  });
  return (await response.json()) as FormattedExecutionResult;
};

const renderPage = (url: string, failOnce: string[] = []) => {
  const asked: Asked = { names: [], failOnce: new Set(failOnce) };
  const page = render({ url, execute: executeFor(asked), signal: new AbortController().signal });
  return page.then((rendered) => ({ ...rendered, asked: asked.names }));
};

/** A guest browsing the catalogue (open browse), as the public pages are rendered. */
const asGuest = () => {
  setLoggedIn(false);
  guestState.openBrowse = true;
};

describe('a page rendered on the server', () => {
  it('renders a listing once, with its product cards, its search asked before the render', async () => {
    asGuest();
    const page = await renderPage('/c?q=gloves');
    expect(page.renders).toBe(1);
    expect(page.asked.slice(0, 7)).toEqual(expect.arrayContaining(['ShellViewer', 'ProductSearch', 'CatalogChoices']));
    expect(page.html).toContain('Nitrile Gloves');
    expect(page.html).toContain('Safety Glasses');
    expect(page.html).not.toContain('Searching…');
    expect(page.modules).toContain('src/features/catalog/SearchPage.tsx');
  });

  it('writes the same listing when the loader missed its search and the render had to ask for it', async () => {
    asGuest();
    const once = await renderPage('/c?q=gloves');
    const again = await renderPage('/c?q=gloves', ['ProductSearch']);
    expect(again.renders).toBeGreaterThan(1);
    expect(again.html).toBe(once.html);
  });

  it("renders a product page with the product's name for a logged-in buyer", async () => {
    setLoggedIn(true);
    const page = await renderPage('/p/nitrile-gloves');
    expect(page.html).toContain('Nitrile Gloves');
    expect(page.html).not.toContain('Loading product…');
    expect(page.modules).toContain('src/features/catalog/ProductPage.tsx');
  });

  it("renders a logged-in buyer's home, listing, category, product, cart, profile and order history page once, with their data", async () => {
    setLoggedIn(true);
    server.use(...profileHandlers);
    for (const [url, shown] of [
      ['/', 'Welcome to'],
      ['/c?q=gloves', 'Nitrile Gloves'],
      ['/c?category=gloves', 'Nitrile Gloves'],
      ['/p/nitrile-gloves', 'Nitrile Gloves'],
      ['/cart', 'Your cart is empty.'],
      ['/my-account', 'My Profile'],
      ['/my-account/orders', 'My Orders'],
    ] as const) {
      const page = await renderPage(url);
      expect(page.html, url).toContain(shown);
      expect(page.renders, url).toBe(1);
    }
  });

  it('renders a page without a loader until its queries have answered', async () => {
    asGuest();
    const page = await renderPage('/brands');
    expect(page.renders).toBeGreaterThan(1);
    expect(page.asked).toContain('Brands');
  });
  it('answers a page that stands for another with its redirect and no body: permanent for a legacy URL', async () => {
    asGuest();
    const legacy = await renderPage('/terms-of-service');
    expect(legacy.redirect).toEqual({ location: '/termsandconditions', permanent: true });
    expect(legacy.html).toBe('');
    expect(legacy.modules).toEqual([]);
    const listing = await renderPage('/c');
    expect(listing.redirect).toEqual({ location: '/categories', permanent: false });
  });
});
