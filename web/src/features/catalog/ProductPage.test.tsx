import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// The 404 page the app gives the product route (app/routes.tsx).
import { NotFoundPage } from '../../testing/appParts';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
import { cartLinesAdded, productOf } from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AddCartLinesDocument, type AddCartLinesMutationVariables } from './AddToCart.generated';
import { ProductDocument } from './Product.generated';
import { ProductPage } from './ProductPage';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };

/** The lines the page asked the gateway to add to the cart, in this test. */
let added: AddCartLinesMutationVariables['input']['lines'] = [];

beforeEach(() => {
  added = [];
  server.use(
    answerQuery(ProductDocument, ({ variables }) => ({
      product: variables.slug === 'nitrile-gloves' ? productOf() : null,
    })),
    answerMutation(AddCartLinesDocument, ({ variables }) => {
      added.push(...variables.input.lines);
      return { addCartLines: cartLinesAdded(3, '$37.50') };
    }),
  );
});

const renderProduct = (slug: string) =>
  renderRoute(<ProductPage notFound={<NotFoundPage />} />, { path: '/p/:slug', at: `/p/${slug}` });

const grid = () => within(screen.getByRole('table', { name: 'Options for Nitrile Gloves' }));

function row(erp: string) {
  const cell = grid().getByRole('rowheader', { name: erp });
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
}

describe('product page', () => {
  it('refuses 0 and non-numeric quantities and adds a valid one', async () => {
    renderProduct('nitrile-gloves');
    await screen.findByRole('table', { name: 'Options for Nitrile Gloves' }, WAIT);
    const quantity = row('100001').getByLabelText('Quantity for 100001');
    const add = row('100001').getByRole('button', { name: 'Add to Cart' });

    fireEvent.change(quantity, { target: { value: '0' } });
    expect(row('100001').getByText('Quantity must be a whole number of at least 1.')).toBeInTheDocument();
    expect(add).toBeDisabled();

    fireEvent.change(quantity, { target: { value: 'abc' } });
    expect(row('100001').getByText('Quantity must be a whole number of at least 1.')).toBeInTheDocument();
    expect(add).toBeDisabled();

    fireEvent.change(quantity, { target: { value: '3' } });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(await screen.findByText('Your cart has been updated.', {}, WAIT)).toBeInTheDocument();
    expect(added.map((line) => line.erp)).toContain('100001');
  });

  it('disables Add to Cart for an unpriced item and says why', async () => {
    renderProduct('nitrile-gloves');
    await screen.findByRole('table', { name: 'Options for Nitrile Gloves' }, WAIT);
    expect(row('100002').getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(row('100002').getByText(/This product isn't available at this time\./)).toBeInTheDocument();
  });

  it('shows the options grid and the description as tabs, options first', async () => {
    renderProduct('nitrile-gloves');
    const options = await screen.findByRole('tab', { name: 'Options' }, WAIT);
    expect(options).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Item #');
    expect(row('100001').getByText(/In stock and ready to ship/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Your Part #' })).toBeInTheDocument();
    expect(row('100001').getByRole('cell', { name: 'ACME-00042' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Description' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Durable nitrile gloves for general work.');
  });

  it('places the product in the tree and links its SDS, brand and category', async () => {
    renderProduct('nitrile-gloves');
    const trail = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }, WAIT));
    expect(trail.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(trail.getByRole('link', { name: 'Safety' })).toHaveAttribute('href', '/c?department=Safety');
    expect(trail.getByRole('link', { name: 'Hand Protection' })).toHaveAttribute(
      'href',
      '/c?department=Safety&category=Hand+Protection',
    );
    expect(trail.getByText('Nitrile Gloves')).toHaveAttribute('aria-current', 'page');
    const specs = within(screen.getByRole('table', { name: 'Specifications' }));
    expect(specs.getByRole('link', { name: /Safety data sheet/ })).toHaveAttribute(
      'href',
      'https://sds.example.com/nitrile-gloves.pdf',
    );
    expect(specs.getByRole('link', { name: 'All Ansell products' })).toHaveAttribute('href', '/brand/ansell');
    expect(specs.getByRole('rowheader', { name: 'Brand' })).toBeInTheDocument();
  });

  it('adds from the quick-add aside, and Add and Check Out goes to the cart', async () => {
    const { router } = renderProduct('nitrile-gloves');
    const aside = within(await screen.findByRole('complementary', { name: 'Quick add' }, WAIT));
    expect(aside.getByRole('button', { name: 'Add to Shopping List' })).toBeEnabled();
    fireEvent.change(aside.getByLabelText('Quantity for 100001'), { target: { value: '2' } });
    fireEvent.click(aside.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Your cart has been updated.', {}, WAIT)).toBeInTheDocument();
    expect(added).toMatchObject([{ erp: '100001', quantity: 2 }]);
    expect(router.state.location.pathname).toBe('/p/nitrile-gloves');

    fireEvent.change(aside.getByRole('combobox', { name: 'Item' }), { target: { value: '100002' } });
    expect(aside.getByRole('button', { name: 'Add and Check Out' })).toBeDisabled();
    fireEvent.change(aside.getByRole('combobox', { name: 'Item' }), { target: { value: '100001' } });
    fireEvent.click(aside.getByRole('button', { name: 'Add and Check Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), WAIT);
    expect(added.map((line) => line.erp)).toEqual(['100001', '100001']);
  });

  it('shows the 404 page for an unknown slug', async () => {
    renderProduct('no-such-thing');
    expect(
      await screen.findByText("The Page you are looking for doesn't exist or another error occurred.", {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});

describe('product failures', () => {
  it.each(ERP_FAILURES)("says 'Failed to load product.' on $failure of the ERP", async ({ code }) => {
    server.use(api.query(ProductDocument, () => erpFailure(code)));
    renderProduct('nitrile-gloves');
    expect(await screen.findByText('Failed to load product.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/doesn't exist/)).not.toBeInTheDocument();
  });
});
