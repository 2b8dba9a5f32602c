import { describe, expect, it } from 'vitest';
import type { ErpOrderDetail, ErpUser } from '../erp/types.ts';
import { checkQuoteQuantities, quoteBlock } from './quote-rules.ts';

const user = (overrides: Partial<ErpUser> = {}) =>
  ({ id: 1, user_type: 'standard', can_submit_orders: true, is_vallen: false, ...overrides }) as ErpUser;
const quote = (header: Partial<ErpOrderDetail['header']> = {}, lines = 1): ErpOrderDetail => ({
  header: {
    orderType: 'q',
    orderNumber: 1000001,
    orderSuffix: 0,
    customerNumber: '10001',
    orderStatus: 1,
    entryDate: '2026-01-01',
    itemSalesAmount: 10,
    displayItemSalesAmount: '$10.00',
    salesTaxAmount: 0,
    totalSpecialCharges: 0,
    totalOrderValue: 10,
    displayTotalOrderValue: '$10.00',
    estimatedPricing: false,
    currencyDisplay: 'USD',
    shipToName: 'A',
    shipToAddress1: '1 St',
    shipToCity: 'X',
    shipToState: 'PA',
    shipToZipCode: '15222',
    cancelDate: '2026-12-31',
    webData: { userId: 1, approvalStatus: null, conversionStatus: 'idle' },
    ...header,
  },
  lines: Array.from({ length: lines }, (_, i) => ({
    lineNumber: i + 1,
    itemNumber: `${i}`,
    itemDescription1: 'Item',
    quantityOrdered: 5,
    quantityShipped: 0,
    quantityBackordered: 0,
    unitOfMeasure: 'EA',
    actualSellPrice: 2,
    displayPrice: '$2.00',
    totalLineAmount: 10,
    displayLineTotal: '$10.00',
  })),
  notes: [],
});
const today = '2026-06-01';

describe('quote blocking rules', () => {
  it('allows a convertible quote and blocks each case with its reason', () => {
    expect(quoteBlock(quote(), user(), today)).toBeNull();
    expect(quoteBlock(quote({ orderType: 'o' }), user(), today)?.message).toBe(
      'Only a quote can be converted into an order.',
    );
    expect(quoteBlock(quote(), user({ user_type: 'punchout' }), today)?.code).toBe('FORBIDDEN');
    expect(quoteBlock(quote(), user({ can_submit_orders: false }), today)?.code).toBe('FORBIDDEN');
    expect(quoteBlock(quote({}, 0), user(), today)?.message).toBe('There are no items associated with this quote.');
    expect(quoteBlock(quote({ estimatedPricing: true }), user(), today)?.message).toBe(
      'This quote has estimated pricing and cannot be converted online. Please contact us to order it.',
    );
    expect(quoteBlock(quote({ cancelDate: '2026-05-31' }), user(), today)?.message).toBe(
      'This quote has passed its cancel date and can no longer be converted.',
    );
    expect(quoteBlock(quote({ webData: { userId: 1, conversionStatus: 'running' } }), user(), today)?.message).toBe(
      'This quote is already being converted.',
    );
    expect(quoteBlock(quote({ webData: { userId: 2, conversionStatus: 'idle' } }), user(), today)?.message).toBe(
      'This quote was requested by another user; only they can convert it.',
    );
    expect(
      quoteBlock(quote({ webData: { userId: 1, approvalStatus: 'Rejected', conversionStatus: 'idle' } }), user(), today)
        ?.message,
    ).toBe('Rejected');
  });

  it("lets a distributor (staff) user convert another user's quote", () => {
    expect(
      quoteBlock(quote({ webData: { userId: 2, conversionStatus: 'idle' } }), user({ is_vallen: true }), today),
    ).toBeNull();
  });

  it('keeps unchanged quantities out of the post and refuses zero items', () => {
    expect(
      checkQuoteQuantities(quote({}, 2), [
        { lineNumber: 1, quantity: 5 },
        { lineNumber: 2, quantity: 3 },
      ]).changed,
    ).toEqual([{ lineNumber: 2, quantity: 3 }]);
    expect(checkQuoteQuantities(quote({}, 1), [{ lineNumber: 1, quantity: 0 }]).errors.map((e) => e.message)).toEqual([
      'You may not place an order with 0 items',
    ]);
    expect(checkQuoteQuantities(quote({}, 1), [{ lineNumber: 1, quantity: 1.5 }]).errors.map((e) => e.message)).toEqual(
      ['All quantities must be numeric.'],
    );
  });
});
