import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPadLineInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { checkoutActionsOf, lineOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { parseOrderFile } from '../../lib/order-file/orderFile';
import { CartDocument } from './Cart.generated';
import { CartPage } from './CartPage';
import { AddPartNumbersToCartDocument, CartFileLinesDocument, CartShortcutsDocument } from './CartShortcuts.generated';
import { CheckoutActionsDocument } from './CheckoutActions.generated';
import { cartOf } from '../../testing/factories/cart';

// jsdom has no workers: the order pad's worker is played in the page's thread. A global stub, not a
// module mock: with isolate off, another file may already have loaded the reader unmocked.
class InThreadWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror = null;
  terminate() {}
  postMessage(request: { name: string; bytes: ArrayBuffer }) {
    queueMicrotask(() =>
      this.onmessage?.(new MessageEvent('message', { data: parseOrderFile(request.name, request.bytes) })),
    );
  }
}

const KNOWN: Record<string, { erp: string; description: string }> = {
  'ACME-1': { erp: '100001', description: 'Hex bolt' },
  'ACME-2': { erp: '100002', description: 'Wing nut' },
};

/** The gateway: the order pad's lookup of ACME-1 and ACME-2 (anything else is not found), into `cart`. */
function gatewayWith(initial = [lineOf('100001', 2)]) {
  const state = { lines: initial, sent: [] as OrderPadLineInput[][] };
  server.use(
    answerQuery(CartShortcutsDocument, { viewer: { __typename: 'Viewer', id: 'u1', orderPadEnabled: true } }),
    // The checkout buttons read the same cart: its line count is the page's too (one cache entry).
    api.query(CheckoutActionsDocument, () =>
      HttpResponse.json({ data: checkoutActionsOf({ cart: { lineCount: state.lines.length } }) }),
    ),
    answerQuery(CartDocument, () => {
      return { cart: cartOf({ lines: state.lines }) };
    }),
    answerQuery(CartFileLinesDocument, ({ variables: { offset, limit } }) => ({
      cart: { ...cartOf({ lines: state.lines }), lines: state.lines.slice(offset, offset + limit) },
    })),
    answerMutation(AddPartNumbersToCartDocument, ({ variables: { input } }) => {
      state.sent.push(input.lines);
      const lines = input.lines.map((line, index) => {
        const found = KNOWN[line.partNumber];
        return {
          __typename: 'OrderPadLine' as const,
          line: index + 1,
          partNumber: line.partNumber,
          erp: found?.erp ?? null,
          description: found?.description ?? null,
          quantity: line.quantity,
          status: found ? ('ACCEPTED' as const) : ('ERROR' as const),
          error: found ? null : `Item ${line.partNumber} was not found.`,
        };
      });
      for (const line of lines) if (line.erp) state.lines = [...state.lines, lineOf(line.erp, line.quantity)];
      const added = lines.filter((line) => line.erp).length;
      return {
        addPartNumbersToCart: {
          __typename: 'AddPartNumbersToCartPayload',
          lines,
          addedCount: added,
          cart: added ? { __typename: 'Cart', id: 'cart-1', itemCount: 9, lineCount: state.lines.length } : null,
          userErrors: [],
        },
      };
    }),
  );
  return state;
}

/** A saved file's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const openCart = () => renderRoute(<CartPage />, { path: '/cart' });

describe('cart shortcuts', () => {
  let saved: Blob[] = [];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('Worker', InThreadWorker);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x') }));
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('quick-adds a part number with the order pad messages for a bad quantity and an unknown part', async () => {
    const state = gatewayWith();
    openCart();
    const quickAdd = within(await screen.findByRole('form', { name: 'Quick add' }));
    fireEvent.change(quickAdd.getByLabelText('Part number'), { target: { value: 'ACME-2' } });
    fireEvent.change(quickAdd.getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(quickAdd.getByRole('button', { name: 'Add to Cart' }));
    expect(await quickAdd.findByText('Quantity must be a whole number from 1 to 999.')).toBeInTheDocument();
    expect(state.sent).toEqual([]);

    fireEvent.change(quickAdd.getByLabelText('Part number'), { target: { value: 'NOPE-404' } });
    fireEvent.change(quickAdd.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(quickAdd.getByRole('button', { name: 'Add to Cart' }));
    expect(await quickAdd.findByText('Item NOPE-404 was not found.')).toBeInTheDocument();

    fireEvent.change(quickAdd.getByLabelText('Part number'), { target: { value: ' ACME-2 ' } });
    fireEvent.click(quickAdd.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('1 line was added to your cart.')).toBeInTheDocument();
    expect(await screen.findByText('Item #100002')).toBeInTheDocument();
    expect(quickAdd.getByLabelText('Part number')).toHaveValue('');
    expect(state.sent.at(-1)).toEqual([{ partNumber: 'ACME-2', quantity: 3 }]);
  });

  it('exports every line as CSV and imports a file, listing what was added and every row refused', async () => {
    const state = gatewayWith([lineOf('100001', 2), lineOf('100002', 5, 2, { description: 'Bolt, 1/2" hex' })]);
    openCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(await textOf(saved[0]!)).toBe(
      'Part Number,Description,Quantity,Unit,Unit Price,Extended\r\n' +
        '100001,Cart item 100001,2,EA,$4.50,$9.00\r\n' +
        '100002,"Bolt, 1/2"" hex",5,EA,$2.00,$10.00\r\n',
    );

    const file = new File(
      ['Part Number,Description,Quantity\r\nACME-1,"Bolt, hex",4\r\nNOPE-9,Gone,1\r\nACME-2,Nut,lots\r\n'],
      'cart.csv',
    );
    fireEvent.change(screen.getByLabelText('Import a file'), { target: { files: [file] } });
    const report = within(await screen.findByRole('region', { name: 'Import of cart.csv' }));
    expect(report.getByText('1 line was added to your cart.')).toBeInTheDocument();
    expect(await report.findByText('Row 2: ACME-1 × 4 (Hex bolt)')).toBeInTheDocument();
    expect(report.getByText('Please review the following errors:')).toBeInTheDocument();
    expect(
      within(report.getByRole('list', { name: 'Lines refused' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 4 (ACME-2): Quantity must be a whole number from 1 to 999.',
      'Row 3 (NOPE-9): Item NOPE-9 was not found.',
    ]);
    expect(state.sent).toEqual([
      [
        { partNumber: 'ACME-1', quantity: 4 },
        { partNumber: 'NOPE-9', quantity: 1 },
      ],
    ]);
  });

  it("refuses a file the order pad cannot read with the order pad's message", async () => {
    gatewayWith();
    openCart();
    fireEvent.change(await screen.findByLabelText('Import a file'), {
      target: { files: [new File(['%PDF-1.4'], 'order.pdf')] },
    });
    expect(
      await screen.findByText(
        'Invalid file format. Make sure file contains columns for item number and item quantity.',
      ),
    ).toBeInTheDocument();
  });

  it('offers neither quick add nor import without the order pad, and export only with lines', async () => {
    gatewayWith();
    server.use(
      answerQuery(CartShortcutsDocument, { viewer: { __typename: 'Viewer', id: 'u1', orderPadEnabled: false } }),
    );
    openCart();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Quick add' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Import a file')).not.toBeInTheDocument();
  });
});
