// Removing cart lines over the typed fake ERP: one line by its own call, several in one.
import { describe, expect, it } from 'vitest';
import type { ErpCartLine } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpCart, erpCartLines } from '../testing/erp-answers/cart.ts';

const REMOVE =
  'mutation R($input: RemoveCartLinesInput!) { removeCartLines(input: $input) { cart { lineCount } userErrors { message } } }';
type Removed = { removeCartLines: { cart: { lineCount: number } | null; userErrors: { message: string }[] } };

const cartOf = async () => {
  let lines: ErpCartLine[] = erpCartLines(3);
  return unitGateway({
    'DELETE /cart/{session_id}/line/{id}': ({ path }) => {
      lines = lines.filter((line) => !path.endsWith(`/line/${line.id}`));
      return erpCart(lines);
    },
    'DELETE /cart/{session_id}/lines': ({ init }) => {
      lines = lines.filter((line) => !init.body.item_ids.includes(line.id));
      return erpCart(lines);
    },
  });
};

describe('removing cart lines', () => {
  it('removes one line by its own call (DELETE /cart/{session}/line/{id}) and several selected in one', async () => {
    const gateway = await cartOf();
    const [line] = erpCartLines(3);
    const result = await gateway.run<Removed>(REMOVE, { input: { lineIds: [line!.id] } });
    expect(result.data!.removeCartLines).toEqual({ cart: { lineCount: 2 }, userErrors: [] });
    expect(gateway.callsTo('DELETE /cart/{session_id}/line/{id}').map((call) => call.path)).toEqual([
      `/cart/cart-101/line/${line!.id}`,
    ]);
    expect(gateway.callsTo('DELETE /cart/{session_id}/lines')).toEqual([]);
    // The selected lines still go in one call.
    const ids = erpCartLines(3)
      .slice(1)
      .map((selected) => selected.id);
    const several = await gateway.run<Removed>(REMOVE, { input: { lineIds: ids } });
    expect(several.data!.removeCartLines).toEqual({ cart: { lineCount: 0 }, userErrors: [] });
    expect(gateway.callsTo('DELETE /cart/{session_id}/lines').map((call) => call.body)).toEqual([{ item_ids: ids }]);
    expect(gateway.callsTo('DELETE /cart/{session_id}/line/{id}')).toHaveLength(1);
  });

  it('leaves the cart as it is when the one line is already gone', async () => {
    const gateway = await cartOf();
    gateway.answer({
      'DELETE /cart/{session_id}/line/{id}': () => {
        throw erpError(404, 'Cart line not found.');
      },
      'GET /cart/{session_id}': () => erpCart(erpCartLines(3)),
    });
    const result = await gateway.run<Removed>(REMOVE, { input: { lineIds: ['999'] } });
    expect(result.data!.removeCartLines).toEqual({ cart: { lineCount: 3 }, userErrors: [] });
  });
});

const EMPTY = 'mutation { emptyCart { cart { lineCount } userErrors { code message } } }';
type Emptied = { emptyCart: { cart: { lineCount: number } | null; userErrors: { code: string; message: string }[] } };

describe('Empty Cart', () => {
  // The ERP's cart of the session: deleted, then created again empty by the next read.
  const erpOf = (principal = principalOf()) => {
    let cart: ReturnType<typeof erpCart> | null = erpCart(erpCartLines(3));
    return unitGateway(
      {
        'DELETE /cart/{session_id}': () => {
          if (!cart) throw erpError(404, 'Cart not found.');
          cart = null;
          return undefined;
        },
        'GET /cart/{session_id}': () => {
          if (!cart) throw erpError(404, 'Cart not found.');
          return cart;
        },
        'POST /cart': () => (cart = erpCart([])),
      },
      { principal },
    );
  };

  it('deletes the cart (DELETE /cart/{session}) and answers the empty one that takes its place', async () => {
    const gateway = await erpOf();
    const result = await gateway.run<Emptied>(EMPTY);
    expect(result.data!.emptyCart).toEqual({ cart: { lineCount: 0 }, userErrors: [] });
    expect(gateway.callsTo('DELETE /cart/{session_id}').map((call) => call.path)).toEqual(['/cart/cart-101']);
    // Emptied again (another tab): still empty, no error.
    expect((await gateway.run<Emptied>(EMPTY)).data!.emptyCart).toEqual({ cart: { lineCount: 0 }, userErrors: [] });
  });

  it('is refused in a punch-out inspect session, and the cart stays', async () => {
    const gateway = await erpOf(
      principalOf({
        punchOut: {
          system: 'acme-ariba',
          format: 'CXML',
          operation: 'inspect',
          url: 'https://buyer.example/return',
          target: '_top',
          buyerCookie: 'c',
          buyerIdentity: 'ACME',
          supplierIdentity: null,
        },
      }),
    );
    const result = await gateway.run<Emptied>(EMPTY);
    expect(result.data!.emptyCart).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'FORBIDDEN',
          message: 'This requisition is open for viewing only. To change it, choose Edit in your procurement system.',
        },
      ],
    });
    expect(gateway.callsTo('DELETE /cart/{session_id}')).toEqual([]);
  });
});
