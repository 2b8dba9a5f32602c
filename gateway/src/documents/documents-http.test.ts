// Who gets which document: the same answers as the order, quote and invoice screens. Each request for
// another customer's document is an attempt at cross-customer access; it must read as missing.
import { describe, expect, it } from 'vitest';
import type { ErpOrderDetail } from '../erp/types.ts';
import { erpError, type FakeRoutes } from '../testing/fake-erp.ts';
import { principalOf, unitGateway, type UnitGateway } from '../testing/unit.ts';
import { erpShopper } from '../testing/erp-answers/cart.ts';
import { erpCustomerMaster } from '../testing/erp-answers/checkout.ts';
import { erpOrderDetail, erpQuote } from '../testing/erp-answers/orders.ts';
import { pdfPages } from '../testing/pdf-text.ts';
import { answerDocument } from './documents-http.ts';

// Acme's (10001) order, quote and invoiced order; Globex's (10004) invoiced order.
const ORDERS: Record<string, ErpOrderDetail> = {
  '700001-00': erpOrderDetail(700001, { customerPurchaseOrderNumber: 'PO-ACME-1' }),
  '700002-00': erpQuote(700002),
  '700003-00': erpOrderDetail(700003, { invoiceDate: '2026-10-20', orderStatus: 4 }),
  '800001-00': erpOrderDetail(800001, { customerNumber: '10004', invoiceDate: '2026-10-20' }),
};

/** The ERP scopes an order to the customer asked for: another customer's is 404. */
const routes = (user = erpShopper({ order_history: true, open_invoices: true })): FakeRoutes => ({
  'GET /user/{id}': () => user,
  'GET /order/{id}': ({ path, init }) => {
    const order = ORDERS[path.split('/').at(-1) ?? ''];
    if (!order || order.header.customerNumber !== init.query?.customer_number) throw erpError(404, 'Order not found');
    return order;
  },
  'GET /user/customerMaster/{id}': () => erpCustomerMaster(),
});

const get = async (gateway: UnitGateway, target: string, headers: Record<string, string> = {}) => {
  const [path = '', query] = target.split('?');
  return answerDocument(await gateway.context(headers), path, query ? `?${query}` : '');
};
const messageOf = (answer: { body: Buffer | string }) =>
  (JSON.parse(String(answer.body)) as { message: string }).message;

describe('GET /documents/…', () => {
  it('streams the buyer their own order as a PDF that no cache keeps, named by its number', async () => {
    const buyer = await unitGateway(routes());
    const answer = await get(buyer, '/documents/order/700001-00.pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'content-disposition': 'attachment; filename="order-700001-00.pdf"',
    });
    const [page] = await pdfPages(answer.body as Buffer);
    expect(page).toContain('Order Confirmation');
    expect(page).toContain('700001-00');
    expect(page).toContain('PO-ACME-1');
    expect(page).toContain('Vallen');
  });

  it('prints in the brand of the host the buyer uses', async () => {
    const buyer = await unitGateway(routes());
    const answer = await get(buyer, '/documents/quote/700002.pdf', { host: 'www.rvsupply.example' });
    expect(answer.status).toBe(200);
    const [page] = await pdfPages(answer.body as Buffer);
    expect(page).toContain('RV Supply by Vallen');
    expect(page).toContain('Quote 700002-00');
  });

  it("reads another customer's document, a missing one and one of another kind as missing", async () => {
    const buyer = await unitGateway(routes());
    for (const target of [
      '/documents/invoice/800001-00.pdf',
      '/documents/order/999999-00.pdf',
      '/documents/order/700002-00.pdf',
      '/documents/quote/700001-00.pdf',
      '/documents/invoice/700001-00.pdf',
      '/documents/order/not-a-number.pdf',
    ]) {
      const answer = await get(buyer, target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers['content-type'], target).toBe('application/json');
    }
    // The ERP was asked for Globex's invoice as Acme's, and said it has none.
    expect(buyer.callsTo('GET /order/{id}')[0]?.query).toMatchObject({ customer_number: '10001' });
    const globex = await buyer.as(principalOf({ userId: 104, customerNumber: '10004' }));
    expect((await get(globex, '/documents/order/700001-00.pdf')).status).toBe(404);
  });

  it('asks a guest to log in and refuses a user without the order and invoice screens', async () => {
    const guest = await unitGateway(routes(), { principal: null });
    const answer = await get(guest, '/documents/order/700001-00.pdf');
    expect(answer.status).toBe(401);
    expect(messageOf(answer)).toBe('You must be logged in to use this feature.');
    const noScreens = await unitGateway(
      routes(erpShopper({ order_history: false, open_invoices: false, paid_invoices: false, review_quotes: false })),
    );
    for (const target of ['/documents/order/700001-00.pdf', '/documents/invoice/700003-00.pdf']) {
      const refused = await get(noScreens, target);
      expect(refused.status, target).toBe(403);
      expect(messageOf(refused)).toBe('You do not have access to this page.');
    }
  });

  it('puts selected invoices into one PDF, at most 50, and none when one is not the buyer’s', async () => {
    const buyer = await unitGateway(routes());
    const both = await get(buyer, '/documents/invoices.pdf?numbers=700003-00');
    expect(both.status).toBe(200);
    expect(both.headers['content-disposition']).toBe('attachment; filename="invoice-700003-00.pdf"');
    const [page] = await pdfPages(both.body as Buffer);
    expect(page).toContain('Invoice 700003-00');
    expect(page).toContain('Invoice date 10/20/2026');

    const theirs = await get(buyer, '/documents/invoices.pdf?numbers=700003-00,800001-00');
    expect(theirs.status).toBe(404);
    expect(messageOf(theirs)).toBe('Document not found. (800001-00)');

    const many = Array.from({ length: 51 }, (_, i) => `${700100 + i}-00`).join(',');
    const tooMany = await get(buyer, `/documents/invoices.pdf?numbers=${many}`);
    expect(tooMany.status).toBe(400);
    expect(messageOf(tooMany)).toBe('Select at most 50 invoices to download as one PDF.');
    expect(messageOf(await get(buyer, '/documents/invoices.pdf'))).toBe('Select at least one invoice to download.');
    expect((await get(buyer, '/documents/invoices.pdf?numbers=1,abc')).status).toBe(400);
  });
});
