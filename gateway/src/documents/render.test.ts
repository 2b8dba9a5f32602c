import { describe, expect, it } from 'vitest';
import { erpOrderDetail, erpOrderLine } from '../testing/erp-answers/orders.ts';
import { erpCustomerMaster } from '../testing/erp-answers/checkout.ts';
import { pdfPages } from '../testing/pdf-text.ts';
import { documentOf } from './document.ts';
import { renderDocuments } from './render.ts';
import { templateOf } from './templates.ts';

const VALLEN = templateOf({
  key: 'DEFAULT',
  name: 'Vallen',
  supportEmail: 'support@vallen.example',
  supportPhone: '1-800-555-0150',
});

// Every seventh line has a description long enough to wrap over several rows of the table.
const description = (n: number) =>
  n % 7 === 0
    ? `Nitrile gloves size L lot ${n} powder-free textured fingertips chemical resistant box of one hundred`
    : `Safety item ${n}`;

const order59 = erpOrderDetail(
  1045821,
  {
    customerPurchaseOrderNumber: 'PO-FILE-59',
    customerName: 'Acme Manufacturing',
    itemSalesAmount: 2950,
    totalSpecialCharges: 25,
    salesTaxAmount: 206.5,
    totalOrderValue: 3181.5,
    promiseDate: '2026-10-08',
  },
  Array.from({ length: 59 }, (_, i) =>
    erpOrderLine(i + 1, {
      itemNumber: `PART-${String(i + 1).padStart(3, '0')}`,
      itemDescription1: description(i + 1),
      quantityOrdered: i + 1,
      actualSellPrice: 50,
      totalLineAmount: 50 * (i + 1),
    }),
  ),
  ['Deliver to dock 4 between 7 and 3.', 'Call Dana before delivery.'],
);

describe('an order confirmation of 59 lines as PDF', () => {
  it('prints every line once and whole, with PO, notes, totals and "Page n of m" on every page', async () => {
    const pdf = await renderDocuments([documentOf('order', order59, erpCustomerMaster(), 'CURRENCY')], VALLEN);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));

    const first = pages[0]!;
    expect(first).toContain('Vallen');
    expect(first).toContain('Order Confirmation');
    expect(first).toContain('1045821-00');
    expect(first).toContain('Acme Manufacturing');
    expect(first).toContain('PO-FILE-59');
    expect(first).toContain('10/01/2026');
    expect(first).toContain('Ship to Acme Plant 1 1 Main St Akron, OH 44301');
    expect(first).toContain('Bill to Acme Manufacturing 1 Acme Way Cleveland, OH 44101');
    expect(first).toContain('Deliver to dock 4 between 7 and 3.');
    expect(first).toContain('Call Dana before delivery.');

    for (let n = 1; n <= 59; n += 1) {
      const part = `PART-${String(n).padStart(3, '0')}`;
      const holding = pages.filter((text) => text.includes(part));
      expect(holding, part).toHaveLength(1);
      const page = holding[0]!;
      expect(page.split(part)).toHaveLength(2);
      // The whole line, its wrapped description too, is on the page of its part number.
      expect(page, part).toContain(description(n));
      expect(page, part).toContain(`$${(50 * n).toLocaleString('en-US')}.00`);
    }
    // Every page after the first repeats the table's header.
    pages.forEach((text) => expect(text).toContain('Part # Description Qty Unit Unit price Extended'));

    const last = pages.at(-1)!;
    expect(last).toContain('Subtotal $2,950.00');
    expect(last).toContain('Charges $25.00');
    expect(last).toContain('Tax $206.50');
    expect(last).toContain('Total $3,181.50');
  });

  it('starts each of several invoices on a new page, each numbered by its own pages', async () => {
    const invoiced = (n: number) =>
      documentOf('invoice', erpOrderDetail(n, { invoiceDate: '2026-10-20' }), erpCustomerMaster(), 'CURRENCY');
    const pages = await pdfPages(await renderDocuments([invoiced(500001), invoiced(500002)], VALLEN));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Invoice 500001-00');
    expect(pages[0]).toContain('Page 1 of 1');
    expect(pages[1]).toContain('Invoice 500002-00');
    expect(pages[1]).toContain('Invoice date 10/20/2026');
  });
});
