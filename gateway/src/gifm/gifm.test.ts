// Get it for Me over the typed fake ERP: who may use it, every rule of §5 with its field before the
// ERP is asked, what is sent, the confirmation texts, and withdrawal. A non-stock order and a quote
// found afterwards in the order history are in punchout/field.integration.test.ts (the real ERP).
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { erpGifmRequest } from '../testing/erp-answers/gifm.ts';
import type { ErpBody } from '../erp/erp-api.ts';
import type { ErpUser } from '../erp/types.ts';
import { NOT_AVAILABLE } from './gifm-provider.ts';

const ACCESS = '{ getItForMe { quotes nonStockOrders lastPaidRequired unitsOfMeasure { code label } } }';
const SUBMIT = `mutation S($input: SubmitGetItForMeRequestInput!) { submitGetItForMeRequest(input: $input) {
  confirmation request { id kind orderNumber withdrawn purchaseOrderNumber items { manufacturer quantity unitOfMeasure attachmentNames } }
  userErrors { field message code } } }`;
const WITHDRAW =
  'mutation W($id: ID!) { withdrawGetItForMeRequest(input: { id: $id }) { request { id withdrawn } userErrors { message code } } }';

type Submitted = {
  confirmation: string | null;
  request: { orderNumber: string; kind: string } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

// The personas' flags as the sandbox seeds them: Acme requires the last price paid on non-stock
// orders, RV Supply does not; Globex has Get it for Me switched off; Pat is a punch-out user.
const PERSONAS = {
  buyer: erpFieldUser({ customer_gifm_last_price: true }),
  approver: erpFieldUser({ id: 2, username: 'approver@acme.example', customer_gifm_last_price: true }),
  rv: erpFieldUser({ id: 9, customer_number: '10003', default_customer_number: '10003' }),
  globex: erpFieldUser({ id: 10, customer_number: '10004', customer_gifm_disabled: true }),
  punchout: erpFieldUser({ id: 7, user_type: 'punchout', customer_gifm_last_price: true }),
} satisfies Record<string, ErpUser>;
type Persona = keyof typeof PERSONAS;

/** The gateway as `who`; POST /gifm enters what it is sent. */
const gifmGateway = (who: Persona) =>
  unitGateway(
    {
      'GET /user/{id}': () => PERSONAS[who],
      'POST /gifm': ({ body }) => erpGifmRequest(body as ErpBody<'post', '/gifm'>),
    },
    { principal: principalOf({ userId: PERSONAS[who].id, customerNumber: PERSONAS[who].customer_number }) },
  );
const submit = async (who: Persona, input: Record<string, unknown>) => {
  const gateway = await gifmGateway(who);
  const result = await gateway.run<{ submitGetItForMeRequest: Submitted }>(SUBMIT, { input });
  return { gateway, payload: result.data!.submitGetItForMeRequest };
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

describe('Get it for Me', () => {
  it('tells who may use it and offers the 24 units', async () => {
    const access = async (who: Persona) =>
      (
        await (
          await gifmGateway(who)
        ).run<{
          getItForMe: {
            quotes: boolean;
            nonStockOrders: boolean;
            lastPaidRequired: boolean;
            unitsOfMeasure: { code: string; label: string }[];
          };
        }>(ACCESS)
      ).data!.getItForMe;
    const buyer = await access('buyer');
    expect(buyer).toMatchObject({ quotes: true, nonStockOrders: true, lastPaidRequired: true });
    expect(buyer.unitsOfMeasure).toHaveLength(24);
    expect(buyer.unitsOfMeasure[0]).toEqual({ code: 'BG', label: 'Bag' });
    for (const who of ['globex', 'punchout'] as const)
      expect(await access(who)).toMatchObject({ quotes: false, nonStockOrders: false });
    expect((await access('rv')).lastPaidRequired).toBe(false);
  });

  it('sends a non-stock order with its attachment and answers its confirmation', async () => {
    const attachment = { fileName: 'spec.pdf', base64: Buffer.from('%PDF-1.4 spec').toString('base64') };
    const { gateway, payload } = await submit('buyer', {
      kind: 'ORDER',
      purchaseOrderNumber: ' PO-NONSTOCK ',
      items: [item({ attachments: [attachment] })],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.confirmation).toBe(
      'Your non-stock order 7100001 has been placed. The price will be determined later; freight is added at time of shipment.',
    );
    expect(gateway.callsTo('POST /gifm').map((call) => call.body)).toEqual([
      {
        order_type: 'O',
        po: 'PO-NONSTOCK',
        comment: null,
        items: [
          {
            manufacturer: 'Acme Valves',
            partNumber: 'AV-100',
            description: 'Brass ball valve',
            qty: 3,
            uom: 'EA',
            lastPaid: 12.5,
            siteUrl: null,
            requiredDate: null,
            files: [{ fileName: 'spec.pdf', content: attachment.base64 }],
          },
        ],
      },
    ]);
    const quote = await submit('rv', { kind: 'QUOTE', items: [item({ lastPaid: null, unitOfMeasure: 'BX' })] });
    expect(quote.payload.confirmation).toBe(
      'Your quote request 7200001 has been sent. We will price it and it will appear under Review Quotes.',
    );
    expect(quote.gateway.callsTo('POST /gifm')[0]?.body).toMatchObject({ order_type: 'Q' });
  });

  it('checks every rule with the field at fault before asking the ERP', async () => {
    const { gateway, payload } = await submit('buyer', {
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
      { field: 'purchaseOrderNumber', message: 'PO number may be at most 22 characters.', code: 'INVALID_INPUT' },
      { field: 'items.0.manufacturer', message: 'Manufacturer may be at most 30 characters.', code: 'INVALID_INPUT' },
      { field: 'items.0.description', message: 'Description is required.', code: 'INVALID_INPUT' },
      { field: 'items.0.quantity', message: 'Quantity must be a whole number of 1 or more.', code: 'INVALID_INPUT' },
      { field: 'items.0.unitOfMeasure', message: 'Choose a unit of measure from the list.', code: 'INVALID_INPUT' },
      { field: 'items.0.lastPaid', message: 'Last price paid is required.', code: 'INVALID_INPUT' },
      { field: 'items.1.manufacturer', message: 'Manufacturer is required.', code: 'INVALID_INPUT' },
      { field: 'items.1.lastPaid', message: 'Last price paid must be an amount such as 12.50.', code: 'INVALID_INPUT' },
      { field: 'items.1.requiredDate', message: 'Required date must be a date.', code: 'INVALID_INPUT' },
      {
        field: 'items.1.attachments',
        message: 'Attachments must be jpg, png, pdf, doc or docx files.',
        code: 'INVALID_INPUT',
      },
    ]);
    const big = Buffer.alloc(33 * 1024).toString('base64');
    const tooBig = await submit('buyer', {
      kind: 'QUOTE',
      items: [
        item({ attachments: [{ fileName: 'a.png', base64: big }] }),
        item({ attachments: [{ fileName: 'b.jpg', base64: big }] }),
      ],
    });
    expect(tooBig.payload.userErrors).toEqual([
      { field: 'items', message: 'Attachments may be at most 64 KB in all.', code: 'INVALID_INPUT' },
    ]);
    const empty = await submit('buyer', { kind: 'QUOTE', items: [] });
    expect(empty.payload.userErrors[0]!.message).toBe('Add at least one item.');
    for (const asked of [gateway, tooBig.gateway, empty.gateway]) expect(asked.callsTo('POST /gifm')).toEqual([]);
  });

  it('refuses punch-out and a customer with it switched off', async () => {
    for (const who of ['punchout', 'globex'] as const) {
      const { gateway, payload } = await submit(who, { kind: 'QUOTE', items: [item()] });
      expect(payload.userErrors).toEqual([{ field: null, message: NOT_AVAILABLE, code: 'FORBIDDEN' }]);
      expect(gateway.callsTo('POST /gifm')).toEqual([]);
    }
  });

  it('withdraws a request for its sender only', async () => {
    // The ERP keeps who sent what: another user's request is missing, one in progress is refused.
    const withdrawn = erpGifmRequest({ order_type: 'Q', items: [] }, { id: '41', status: 'withdrawn' });
    const other = await gifmGateway('approver');
    other.answer({ 'DELETE /gifm/{id}': () => Promise.reject(erpError(404, 'Request not found.')) });
    const refused = await other.run<{ withdrawGetItForMeRequest: { userErrors: { code: string }[] } }>(WITHDRAW, {
      id: '41',
    });
    expect(refused.data!.withdrawGetItForMeRequest.userErrors[0]!.code).toBe('NOT_FOUND');
    const buyer = await gifmGateway('buyer');
    buyer.answer({ 'DELETE /gifm/{id}': () => withdrawn });
    const mine = await buyer.run<{ withdrawGetItForMeRequest: { request: { withdrawn: boolean } } }>(WITHDRAW, {
      id: '41',
    });
    expect(mine.data!.withdrawGetItForMeRequest.request.withdrawn).toBe(true);
    expect(buyer.callsTo('DELETE /gifm/{id}').map((call) => call.path)).toEqual(['/gifm/41']);
    const message = 'This request is already being processed and can no longer be withdrawn.';
    buyer.answer({ 'DELETE /gifm/{id}': () => Promise.reject(erpError(409, message)) });
    const again = await buyer.run<{
      withdrawGetItForMeRequest: { userErrors: { message: string; code: string }[] };
    }>(WITHDRAW, { id: '41' });
    expect(again.data!.withdrawGetItForMeRequest.userErrors).toEqual([{ message, code: 'REJECTED' }]);
  });
});
