import { describe, expect, it } from 'vitest';
import type { ErpCartLine } from '../erp/types.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpCart, erpCartLine, erpShopper } from '../testing/erp-answers/cart.ts';
import { pricesEveryItem } from '../testing/erp-answers/catalog.ts';
import { erpOrderDetail, erpOrderLine } from '../testing/erp-answers/orders.ts';

const BUY_AGAIN = `mutation B($input: BuyAgainInput!) { buyAgain(input: $input) {
  addedLineCount userErrors { field message } } }`;
type BuyAgain = { buyAgain: { addedLineCount: number; userErrors: { field: string; message: string }[] } };

/** The buyer, an order of `quantities` (one line each) and a cart that keeps what is written. */
const buyerWithOrder = async (quantities: number[]) => {
  let cartLines: ErpCartLine[] = [];
  const lines = quantities.map((quantityOrdered, i) => erpOrderLine(i + 1, { quantityOrdered }));
  return unitGateway({
    'GET /user/{id}': () => erpShopper(),
    'GET /order/{id}': () => erpOrderDetail(700001, {}, lines),
    'GET /pricing': pricesEveryItem(),
    'GET /cart/{session_id}': () => erpCart(cartLines),
    'PUT /cart/{session_id}': ({ init }) => {
      cartLines = (init.body.cart_lines ?? []).map((line, i) =>
        erpCartLine(i + 1, { erp: line.erp, quantity: line.quantity ?? 1 }),
      );
      return erpCart(cartLines);
    },
  });
};

describe('buy again', () => {
  it('adds lines up to the line limit of the cart (999)', async () => {
    const buyer = await buyerWithOrder([999, 4]);
    const result = await buyer.run<BuyAgain>(BUY_AGAIN, { input: { orderNumber: '700001-00' } });
    expect(result.data!.buyAgain).toEqual({ addedLineCount: 2, userErrors: [] });
  });

  it('refuses a line over the limit with its message and writes nothing, as the cart would', async () => {
    const buyer = await buyerWithOrder([4, 1000]);
    const result = await buyer.run<BuyAgain>(BUY_AGAIN, { input: { orderNumber: '700001-00' } });
    expect(result.data!.buyAgain).toEqual({
      addedLineCount: 0,
      userErrors: [{ field: 'lines.1.quantity', message: 'Quantity may be at most 999.' }],
    });
    expect(buyer.callsTo('PUT /cart/{session_id}')).toEqual([]);
  });
});
