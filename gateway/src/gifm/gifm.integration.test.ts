import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';
import { GIFM_MESSAGES } from '@mro/rules/gifm';
import { NOT_AVAILABLE } from './gifm-provider.ts';

const ACCESS = '{ getItForMe { quotes nonStockOrders lastPaidRequired unitsOfMeasure { code label } } }';
const SUBMIT = `mutation S($input: SubmitGetItForMeRequestInput!) { submitGetItForMeRequest(input: $input) {
  confirmation request { id kind orderNumber withdrawn purchaseOrderNumber items { manufacturer quantity unitOfMeasure attachmentNames } }
  userErrors { field message code } } }`;
const WITHDRAW =
  'mutation W($id: ID!) { withdrawGetItForMeRequest(input: { id: $id }) { request { id withdrawn } userErrors { message code } } }';
const MINE = '{ myGetItForMeRequests { id orderNumber kind } }';
const ORDER =
  'query O($n: String!) { order(orderNumber: $n) { orderNumber orderType estimatedPricing notes purchaseOrderNumber } }';

type Submitted = {
  confirmation: string | null;
  request: {
    id: string;
    kind: string;
    orderNumber: string;
    withdrawn: boolean;
    purchaseOrderNumber: string | null;
    items: { manufacturer: string; quantity: number; unitOfMeasure: string; attachmentNames: string[] }[];
  } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

const item = (overrides: Record<string, unknown> = {}) => ({
  manufacturer: 'Acme Valves',
  partNumber: 'AV-100',
  description: 'Brass ball valve',
  quantity: 3,
  unitOfMeasure: 'EA',
  lastPaid: 12.5,
  ...overrides,
});
const it = test
  .extend('clients', ({ buyer, approver, globex, punchout, rvsupply }) => ({
    buyer,
    approver,
    globex,
    punchout,
    rv: rvsupply,
  }))
  .extend(
    'submit',
    ({ clients }) =>
      async (who: keyof typeof clients, input: Record<string, unknown>) =>
        (await clients[who].gql<{ submitGetItForMeRequest: Submitted }>(SUBMIT, { input })).data!
          .submitGetItForMeRequest,
  );

describe('Get it for Me', () => {
  it('tells who may use it and offers the 24 units', async ({ clients }) => {
    const buyer = await clients.buyer.gql<{
      getItForMe: {
        quotes: boolean;
        nonStockOrders: boolean;
        lastPaidRequired: boolean;
        unitsOfMeasure: { code: string; label: string }[];
      };
    }>(ACCESS);
    expect(buyer.data!.getItForMe).toMatchObject({ quotes: true, nonStockOrders: true, lastPaidRequired: true });
    expect(buyer.data!.getItForMe.unitsOfMeasure).toHaveLength(24);
    expect(buyer.data!.getItForMe.unitsOfMeasure[0]).toEqual({ code: 'BG', label: 'Bag' });
    for (const who of ['globex', 'punchout'] as const) {
      const other = await clients[who].gql<{ getItForMe: { quotes: boolean; nonStockOrders: boolean } }>(ACCESS);
      expect(other.data!.getItForMe).toMatchObject({ quotes: false, nonStockOrders: false });
    }
    expect(
      (await clients.rv.gql<{ getItForMe: { lastPaidRequired: boolean } }>(ACCESS)).data!.getItForMe.lastPaidRequired,
    ).toBe(false);
  });

  it('places a non-stock order priced later, with its attachment, and lists it', async ({ clients, submit }) => {
    const attachment = {
      fileName: 'valve-specification-sheet-for-the-maintenance-team.pdf',
      base64: Buffer.from('%PDF-1.4 spec').toString('base64'),
    };
    const payload = await submit('buyer', {
      kind: 'ORDER',
      purchaseOrderNumber: 'PO-NONSTOCK',
      items: [item({ attachments: [attachment] })],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.request).toMatchObject({
      kind: 'ORDER',
      withdrawn: false,
      purchaseOrderNumber: 'PO-NONSTOCK',
      items: [
        { manufacturer: 'Acme Valves', quantity: 3, unitOfMeasure: 'EA', attachmentNames: [attachment.fileName] },
      ],
    });
    expect(payload.confirmation).toBe(
      `Your non-stock order ${payload.request!.orderNumber} has been placed. The price will be determined later; freight is added at time of shipment.`,
    );
    const order = await clients.buyer.gql<{
      order: { orderType: string; estimatedPricing: boolean; notes: string[] };
    }>(ORDER, { n: payload.request!.orderNumber });
    expect(order.data!.order).toMatchObject({
      orderType: 'ORDER',
      estimatedPricing: true,
      notes: ['Non-stock order: the price will be determined later.'],
    });
    const mine = await clients.buyer.gql<{ myGetItForMeRequests: { id: string }[] }>(MINE);
    expect(mine.data!.myGetItForMeRequests.map((r) => r.id)).toContain(payload.request!.id);
    expect((await clients.approver.gql<{ myGetItForMeRequests: unknown[] }>(MINE)).data!.myGetItForMeRequests).toEqual(
      [],
    );
  });

  it('enters a quote request that appears among the quotes', async ({ clients, submit }) => {
    const payload = await submit('rv', { kind: 'QUOTE', items: [item({ lastPaid: null, unitOfMeasure: 'BX' })] });
    expect(payload.confirmation).toBe(
      `Your quote request ${payload.request!.orderNumber} has been sent. We will price it and it will appear under Review Quotes.`,
    );
    const quote = await clients.rv.gql<{ order: { orderType: string } }>(ORDER, { n: payload.request!.orderNumber });
    expect(quote.data!.order.orderType).toBe('QUOTE');
  });

  it('checks every rule with the field at fault before asking the ERP', async ({ stack, submit }) => {
    const before = await stack.erpCalls();
    const payload = await submit('buyer', {
      kind: 'ORDER',
      purchaseOrderNumber: 'P'.repeat(23),
      items: [
        item({ manufacturer: 'M'.repeat(31), description: ' ', quantity: 0, unitOfMeasure: 'XX', lastPaid: null }),
        item({
          manufacturer: '',
          requiredDate: 'soon',
          lastPaid: 1.234,
          attachments: [{ fileName: 'setup.exe', base64: '' }],
        }),
      ],
    });
    expect(payload.userErrors).toEqual([
      { field: 'purchaseOrderNumber', message: GIFM_MESSAGES.poTooLong, code: 'INVALID_INPUT' },
      { field: 'items.0.manufacturer', message: GIFM_MESSAGES.manufacturerTooLong, code: 'INVALID_INPUT' },
      { field: 'items.0.description', message: GIFM_MESSAGES.descriptionRequired, code: 'INVALID_INPUT' },
      { field: 'items.0.quantity', message: GIFM_MESSAGES.quantityWhole, code: 'INVALID_INPUT' },
      { field: 'items.0.unitOfMeasure', message: GIFM_MESSAGES.uomRequired, code: 'INVALID_INPUT' },
      { field: 'items.0.lastPaid', message: GIFM_MESSAGES.lastPaidRequired, code: 'INVALID_INPUT' },
      { field: 'items.1.manufacturer', message: GIFM_MESSAGES.manufacturerRequired, code: 'INVALID_INPUT' },
      { field: 'items.1.lastPaid', message: GIFM_MESSAGES.lastPaidInvalid, code: 'INVALID_INPUT' },
      { field: 'items.1.requiredDate', message: GIFM_MESSAGES.requiredDateInvalid, code: 'INVALID_INPUT' },
      { field: 'items.1.attachments', message: GIFM_MESSAGES.attachmentType, code: 'INVALID_INPUT' },
    ]);
    const big = Buffer.alloc(33 * 1024).toString('base64');
    const tooBig = await submit('buyer', {
      kind: 'QUOTE',
      items: [
        item({ attachments: [{ fileName: 'a.png', base64: big }] }),
        item({ attachments: [{ fileName: 'b.jpg', base64: big }] }),
      ],
    });
    expect(tooBig.userErrors).toEqual([
      { field: 'items', message: GIFM_MESSAGES.attachmentsTooBig, code: 'INVALID_INPUT' },
    ]);
    expect((await submit('buyer', { kind: 'QUOTE', items: [] })).userErrors[0]!.message).toBe(GIFM_MESSAGES.noItems);
    const after = await stack.erpCalls();
    expect(after.byRoute['POST /gifm'] ?? 0).toBe(before.byRoute['POST /gifm'] ?? 0);
  });

  it('refuses punch-out and a customer with it switched off', async ({ submit }) => {
    for (const who of ['punchout', 'globex'] as const) {
      expect((await submit(who, { kind: 'QUOTE', items: [item()] })).userErrors).toEqual([
        { field: null, message: NOT_AVAILABLE, code: 'FORBIDDEN' },
      ]);
    }
  });

  it('withdraws a request for its sender only', async ({ clients, submit }) => {
    const payload = await submit('buyer', { kind: 'QUOTE', items: [item()] });
    const id = payload.request!.id;
    const other = await clients.approver.gql<{ withdrawGetItForMeRequest: { userErrors: { code: string }[] } }>(
      WITHDRAW,
      { id },
    );
    expect(other.data!.withdrawGetItForMeRequest.userErrors[0]!.code).toBe('NOT_FOUND');
    const mine = await clients.buyer.gql<{ withdrawGetItForMeRequest: { request: { withdrawn: boolean } } }>(WITHDRAW, {
      id,
    });
    expect(mine.data!.withdrawGetItForMeRequest.request.withdrawn).toBe(true);
    const again = await clients.buyer.gql<{
      withdrawGetItForMeRequest: { userErrors: { message: string; code: string }[] };
    }>(WITHDRAW, { id });
    expect(again.data!.withdrawGetItForMeRequest.userErrors).toEqual([
      { message: 'This request is already being processed and can no longer be withdrawn.', code: 'REJECTED' },
    ]);
  });
});
