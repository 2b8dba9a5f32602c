import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { setAccountMenu } from '../../testing/handlers/account';
import { associateMenu, lookupHandlers } from '../../testing/handlers/tools';

beforeEach(() => {
  server.use(...lookupHandlers);
  setAccountMenu(associateMenu());
});

describe('customer and vendor lookups', () => {
  it('needs a term, caps the hits at 100 with a notice and opens a customer’s detail', async () => {
    renderApp('/vallen-tools/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Lookup' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Please enter a search term.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'industrial' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('240 customers found.')).toBeInTheDocument();
    expect(
      screen.getByText('Only the first 100 customers are shown. Please refine your search to see the rest.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: '30001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer 30001' });
    expect(await within(dialog).findByText('Net 30')).toBeInTheDocument();
    expect(within(dialog).getByText('$1234.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Robin Hale, robin.hale@vallen.example, 800-555-1001')).toBeInTheDocument();
  });

  it('says when no vendor matches', async () => {
    renderApp('/vallen-tools/vendors');
    fireEvent.change(await screen.findByLabelText('Search vendors'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('No vendors were found.')).toBeInTheDocument();
  });

  it('looks a part up for two customers and shows each its own price', async () => {
    renderApp('/vallen-tools/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Please enter a search term.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a customer number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: '100001' } });
    fireEvent.change(screen.getByLabelText('Customer number'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('As Acme Fabrication (10001) sees it')).toBeInTheDocument();
    expect(screen.getByText('$8.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Customer number'), { target: { value: '10004' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('As Globex Corporation (10004) sees it')).toBeInTheDocument();
    expect(screen.getByText('$9.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Customer number'), { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('No customer has that number.')).toBeInTheDocument();
  });
});
