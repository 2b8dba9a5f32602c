import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../ui/Tabs';
import { Hydrated, PageLive, useExpectPage } from './Hydrated';

// The product page's tabs, as ProductPage renders them.
const productTabs = (
  <Tabs
    label="Product details"
    tabs={[
      { id: 'options', title: 'Options', content: <p>Two options</p> },
      { id: 'description', title: 'Description', content: <p>Nitrile gloves</p> },
    ]}
  />
);

/** Each aria-controls of the page that names an id the page does not have. */
const danglingControls = (within: ParentNode): string[] =>
  [...within.querySelectorAll('[aria-controls]')]
    .flatMap((element) => element.getAttribute('aria-controls')?.split(' ') ?? [])
    .filter((id) => !document.getElementById(id));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

/** The server's HTML (entry-server.tsx: StrictMode, then the app), taken over as main.tsx does. */
const hydrate = (page: ReactNode, onHydrated?: () => void) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StrictMode>{page}</StrictMode>);
  document.body.append(container);
  const recoverable: unknown[] = [];
  act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Hydrated onHydrated={onHydrated}>{page}</Hydrated>
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { container, recoverable };
};

describe('a server-rendered page taken over in the browser', () => {
  it("has the product tabs' panel in the server's HTML that the selected tab names", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StrictMode>{productTabs}</StrictMode>);
    document.body.append(container);
    const selected = container.querySelector('[role="tab"][aria-selected="true"]');
    expect(selected).toHaveTextContent('Options');
    expect(danglingControls(container)).toEqual([]);
    expect(container.querySelector(`#${selected?.getAttribute('aria-controls')}`)).toHaveTextContent('Two options');
  });

  it("keeps every tab's aria-controls on a panel of the page after hydration and after a tab is chosen", () => {
    const { container, recoverable } = hydrate(productTabs);
    expect(recoverable).toEqual([]);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(danglingControls(container)).toEqual([]);

    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Description' }));
    });
    const description = screen.getByRole('tab', { name: 'Description' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(danglingControls(container)).toEqual([]);
    expect(document.getElementById(description.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Nitrile gloves',
    );
  });

  it("is live only after every part of the page has taken over the server's answers", () => {
    const order: string[] = [];
    function Listing() {
      useEffect(() => void order.push('the listing read its restored answer'), []);
      return <p>Gloves</p>;
    }
    hydrate(<Listing />, () => order.push('the store asks the server again'));
    // StrictMode runs effects a second time in development; the first run is the one that counts.
    expect(order.slice(0, 2)).toEqual(['the listing read its restored answer', 'the store asks the server again']);
  });
  it('is live only after the routed page, which hydrates in a later pass than the shell, has read its answers', () => {
    const order: string[] = [];
    function Shell({ children }: { children: ReactNode }) {
      useExpectPage();
      useEffect(() => void order.push('the header hydrated'), []);
      return (
        <Suspense fallback={<p>Loading the page…</p>}>
          <PageLive>{children}</PageLive>
        </Suspense>
      );
    }
    function CartPage() {
      useEffect(() => void order.push('the cart read its restored checkout actions'), []);
      return <button type="button">Express Checkout</button>;
    }
    const { recoverable } = hydrate(
      <Shell>
        <CartPage />
      </Shell>,
      () => order.push('the store asks the server again'),
    );
    expect(recoverable).toEqual([]);
    // StrictMode runs effects a second time in development; the first run of each is the one that counts.
    expect([...new Set(order)]).toEqual([
      'the header hydrated',
      'the cart read its restored checkout actions',
      'the store asks the server again',
    ]);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
