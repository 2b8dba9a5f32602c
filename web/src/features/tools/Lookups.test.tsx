import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { lookupDetailOf, lookupHitOf, productLookupOf } from '../../testing/factories/tools';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { submitValue } from '../../testing/steps';
import { CustomerLookupPage } from './CustomerLookupPage';
import {
  CustomerLookupDetailDocument,
  CustomerLookupDocument,
  OrderStatusLookupDocument,
  VendorLookupDocument,
} from './Lookups.generated';
import { ProductLookupDocument, type ProductLookupQueryVariables } from './ProductLookup.generated';
import { ProductLookupPage } from './ProductLookupPage';
import { VendorLookupPage } from './VendorLookupPage';

describe('customer and vendor lookups', () => {
  it('needs a term, caps the hits at 100 with a notice, shows them 20 a page and opens a customer’s detail', async () => {
    const searches: unknown[] = [];
    const details: unknown[] = [];
    server.use(
      // 240 customers match; the gateway answers the first 100 and the count.
      answerQuery(
        CustomerLookupDocument,
        {
          customerLookup: {
            __typename: 'CustomerLookup',
            matchCount: 240,
            hits: Array.from({ length: 100 }, (_, i) => lookupHitOf(30_001 + i)),
          },
        },
        { record: searches },
      ),
      answerQuery(
        CustomerLookupDetailDocument,
        ({ variables }) => ({ customerLookupDetail: lookupDetailOf(Number(variables.customerNumber)) }),
        { record: details },
      ),
    );
    renderRoute(<CustomerLookupPage />, { path: '/vallen-tools/customers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Lookup' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Please enter a search term.')).toBeInTheDocument();
    expect(searches).toEqual([]);
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'industrial' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('240 customers found.')).toBeInTheDocument();
    expect(
      screen.getByText('Only the first 100 customers are shown. Please refine your search to see the rest.'),
    ).toBeInTheDocument();
    const rowsShown = () =>
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((row) => row.textContent);
    expect(rowsShown()).toHaveLength(20);
    expect(rowsShown()[0]).toBe('30001');
    const pages = screen.getByRole('navigation', { name: 'Customers pages' });
    expect(within(pages).getByText('Page 1 of 5 (100 customers shown)')).toBeInTheDocument();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(rowsShown()).toHaveLength(20);
    expect(rowsShown()[0]).toBe('30021');
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: '30001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer 30001' });
    expect(await within(dialog).findByText('Net 30')).toBeInTheDocument();
    expect(within(dialog).getByText('$1234.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Robin Hale, robin.hale@vallen.example, 800-555-1001')).toBeInTheDocument();
    expect(searches).toEqual([{ term: 'industrial' }]);
    expect(details).toEqual([{ customerNumber: '30001' }]);
  });

  it('says in the spec’s words when no vendor matches', async () => {
    server.use(
      answerQuery(VendorLookupDocument, { vendorLookup: { __typename: 'VendorLookup', matchCount: 0, hits: [] } }),
    );
    renderRoute(<VendorLookupPage />, { path: '/vallen-tools/vendors' });
    fireEvent.change(await screen.findByLabelText('Search vendors'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('No customers or vendors found.')).toBeInTheDocument();
  });

  it('summarises any customer’s order by its number: customer, status, tracking and PRO number', async () => {
    const asked: string[] = [];
    server.use(
      answerQuery(OrderStatusLookupDocument, ({ variables }) => {
        asked.push(variables.orderNumber);
        const known = variables.orderNumber === '1000123-01';
        return {
          orderStatusLookup: known
            ? {
                __typename: 'OrderStatusLookup',
                orderNumber: '1000123-01',
                customerNumber: '10004',
                stageLabel: 'Shipped',
                trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
                proNumber: '1Z999',
              }
            : null,
        };
      }),
    );
    renderRoute(<CustomerLookupPage />, { path: '/vallen-tools/customers' });
    const form = await screen.findByRole('search', { name: 'Order status lookup' });
    fireEvent.change(within(form).getByLabelText(/Order number/), { target: { value: '12-34' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Look Up Order' }));
    expect(await screen.findByText('Please enter an order number like 1234567-00.')).toBeInTheDocument();
    expect(asked).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/Order number/), { target: { value: '1000123-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Look Up Order' }));
    expect(await screen.findByText('1000123-01')).toBeInTheDocument();
    expect(screen.getByText('10004')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('1Z999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track shipment' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
    fireEvent.change(within(form).getByLabelText(/Order number/), { target: { value: '9999999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Look Up Order' }));
    expect(await screen.findByText('No order has that number.')).toBeInTheDocument();
    expect(asked).toEqual(['1000123-01', '9999999-00']);
  });

  it('looks a part up for two customers and shows each its own price', async () => {
    const asked: ProductLookupQueryVariables[] = [];
    // Acme pays 80% of 10.00, Globex 90%; customer 99999 does not exist.
    const answer = (productLookup: ReturnType<typeof productLookupOf> | null) =>
      answerQuery(
        ProductLookupDocument,
        ({ variables }) => {
          asked.push(variables);
          return { productLookup };
        },
        { once: true },
      );
    server.use(
      answer(productLookupOf('10001', 'Acme Fabrication', '100001', 8)),
      answer(productLookupOf('10004', 'Globex Corporation', '100001', 9)),
      answer(null),
    );
    renderRoute(<ProductLookupPage />, { path: '/vallen-tools/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Please enter a search term.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a customer number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: '100001' } });
    fireEvent.change(screen.getByLabelText('Customer number'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('As Acme Fabrication (10001) sees it')).toBeInTheDocument();
    expect(screen.getByText('$8.00')).toBeInTheDocument();
    const customer = screen.getByLabelText('Customer number');
    await submitValue(customer, '10004', 'Look Up', 'As Globex Corporation (10004) sees it');
    expect(screen.getByText('$9.00')).toBeInTheDocument();
    await submitValue(customer, '99999', 'Look Up', 'No customer has that number.');
    expect(asked.map((v) => [v.partNumber, v.customerNumber])).toEqual([
      ['100001', '10001'],
      ['100001', '10004'],
      ['100001', '99999'],
    ]);
  });
});
