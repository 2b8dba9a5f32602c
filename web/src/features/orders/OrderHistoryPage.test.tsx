import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';

describe('order history', () => {
  it('shows number-suffix order numbers, dates, totals and a red Rejected status', async () => {
    renderApp('/my-account/orders');
    const first = (await screen.findByText('1045821-00')).closest('[role="row"]');
    if (!(first instanceof HTMLElement)) throw new Error('no row');
    expect(within(first).getByText('03/07/2025')).toBeInTheDocument();
    expect(within(first).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('Shipped')).toBeInTheDocument();

    const second = screen.getByText('1045822-01').closest('[role="row"]');
    if (!(second instanceof HTMLElement)) throw new Error('no row');
    const rejected = within(second).getByText('Rejected');
    expect(rejected).toHaveClass('text-danger');
  });

  it('e-mails the invoice of an invoiced order from its row', async () => {
    renderApp('/my-account/orders');
    const first = (await screen.findByText('1045821-00')).closest('[role="row"]');
    if (!(first instanceof HTMLElement)) throw new Error('no row');
    fireEvent.click(within(first).getByRole('button', { name: 'E-mail invoice 1045821-00' }));
    expect(await within(first).findByText('Email successfully sent!')).toBeInTheDocument();
    const second = screen.getByText('1045822-01').closest('[role="row"]');
    if (!(second instanceof HTMLElement)) throw new Error('no row');
    expect(within(second).queryByRole('button', { name: /^E-mail invoice/ })).toBeNull();
  });
});
