// The field domains on a real stack, the paths that follow state the sandbox keeps: punch-out
// sessions opened by a procurement system and the carts sent back to it; a scan released as an order
// or merged into the cart; a Get it for Me order and quote found in the order history; line properties
// filled down the cart. The stack is this file's own: its gateway is configured with a procurement
// system. Rules, mappings and refusals are unit-tested beside each domain (*.test.ts).
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { stackTest } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';
import {
  RETURN,
  SYSTEM,
  setupRequest,
  xml,
  postSetup,
  enter,
  transfer,
  fillCart,
  LINES,
  type CartLines,
  type Form,
  RELEASE,
  MERGE,
  type Scan,
  type Errors,
  list,
  key,
  releasable,
  SUBMIT,
  MINE,
  ORDER,
  type Submitted,
  item,
  addThreeLines,
  type OrderMessage,
  UPDATE_LINE_PROPERTIES,
} from './field-testing.ts';

const it = stackTest({ punchOutSystems: [SYSTEM] })
  .extend('clients', ({ buyer, approver, rvsupply }) => ({ buyer, approver, rv: rvsupply }))
  .extend(
    'submit',
    ({ clients }) =>
      async (who: keyof typeof clients, input: Record<string, unknown>) =>
        (await clients[who].gql<{ submitGetItForMeRequest: Submitted }>(SUBMIT, { input })).data!
          .submitGetItForMeRequest,
  )
  .extend(
    'threeLines',
    ({ rvsupply }) =>
      () =>
        addThreeLines(rvsupply),
  );

describe('cXML punch-out', () => {
  it('answers a setup with a one-time StartPage that opens a framed punch-out session', async ({ stack }) => {
    const setup = await postSetup(stack, setupRequest());
    expect(setup.status).toBe(200);
    expect(setup.response.Status['@_code']).toBe('200');
    const start = new URL(setup.response.PunchOutSetupResponse!.StartPage.URL);
    expect(start.pathname).toMatch(/^\/punchout\/start\/[A-Za-z0-9_-]{43}$/);

    const entered = await enter(stack, start.pathname);
    expect(entered.response.status).toBe(303);
    expect(entered.response.headers.get('location')).toBe('/');
    // Inside the procurement system's frame: a cross-site cookie.
    expect(entered.setCookie).toMatch(/HttpOnly/);
    expect(entered.setCookie).toMatch(/SameSite=None/);
    expect(entered.setCookie).toMatch(/Secure/);
    expect(entered.setCookie).toMatch(/Partitioned/);
    const viewer = await entered.client.gql<{ viewer: { sessionMode: string; punchOut: Record<string, string> } }>(
      '{ viewer { sessionMode punchOut { systemName format returnOrigin } } }',
    );
    expect(viewer.data!.viewer).toEqual({
      sessionMode: 'PUNCH_OUT',
      punchOut: { systemName: 'Acme Ariba', format: 'CXML', returnOrigin: RETURN },
    });
    // The StartPage works once.
    const again = await enter(stack, start.pathname);
    expect(again.response.status).toBe(403);
    expect(again.text).toContain('already used');
  });

  it('sends every line back as a PunchOutOrderMessage with the BuyerCookie, server prices and UNSPSC', async ({
    stack,
  }) => {
    const setup = await postSetup(stack, setupRequest());
    const { client } = await enter(stack, new URL(setup.response.PunchOutSetupResponse!.StartPage.URL).pathname);
    const lines = await fillCart(client, 60);
    expect(lines).toHaveLength(60);
    const result = await transfer(client);
    expect(result.userErrors).toEqual([]);
    expect(result.lineCount).toBe(60);
    expect(result.form).toMatchObject({ action: `${RETURN}/punchout/return?session=9`, target: '_top' });
    expect(result.form!.fields.map((field) => field.name)).toEqual(['cxml-urlencoded']);
    const message = xml.parse(result.form!.fields[0]!.value) as OrderMessage;
    const order = message.cXML.Message.PunchOutOrderMessage;
    expect(order.BuyerCookie).toBe('cookie-&-42');
    expect(message.cXML.Header.To.Credential.Identity).toBe('ACME');
    expect(order.ItemIn).toHaveLength(60);
    expect(
      order.ItemIn.map((item) => [
        item.ItemID.SupplierPartID,
        Number(item['@_quantity']),
        item.ItemDetail.UnitPrice.Money['#text'],
      ]),
    ).toEqual(lines.map((line) => [line.erp, line.quantity, line.unitPrice.value.toFixed(2)]));
    expect(order.ItemIn.every((item) => /^\d{8}$/.test(item.ItemDetail.Classification['#text']))).toBe(true);
    const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice.value, 0);
    expect(Number(order.PunchOutOrderMessageHeader.Total.Money['#text'])).toBeCloseTo(total, 2);
  });
});

describe('punch-out sessions and their carts (issue 29)', () => {
  it('a transfer empties the session’s cart, the next session starts empty and an edit reopens the lines', async ({
    stack,
  }) => {
    const start = async (body: string) => {
      const setup = await postSetup(stack, body);
      expect(setup.status).toBe(200);
      return (await enter(stack, new URL(setup.response.PunchOutSetupResponse!.StartPage.URL).pathname)).client;
    };
    const count = async (client: TestClient) =>
      (await client.gql<{ cart: { lineCount: number } }>('{ cart { lineCount } }')).data!.cart.lineCount;
    const first = await start(setupRequest());
    const lines = await fillCart(first, 2);
    expect((await transfer(first)).lineCount).toBe(2);
    expect(await count(first)).toBe(0);
    expect((await transfer(first)).userErrors[0]?.code).toBe('INVALID_INPUT');

    expect(await count(await start(setupRequest()))).toBe(0);
    const edit = await start(
      setupRequest({
        operation: 'edit',
        items: lines.map((line) => ({ erp: line.erp, quantity: line.quantity, uom: line.unitOfMeasure })),
      }),
    );
    const reopened = await edit.gql<CartLines>(LINES);
    expect(reopened.data!.cart.lines.map((line) => [line.erp, line.quantity])).toEqual(
      lines.map((line) => [line.erp, line.quantity]),
    );
  });
});

describe('OCI and the hook form', () => {
  it('opens an OCI session by username and password and returns NEW_ITEM fields with the line index', async ({
    stack,
  }) => {
    const hook = `${RETURN}/oci-hook?sid=7`;
    const query = new URLSearchParams({
      USERNAME: 'punchout@acme.example',
      PASSWORD: DEMO_PASSWORD,
      HOOK_URL: hook,
      '~TARGET': '_self',
    });
    const { response, client } = await enter(stack, `/punchout/oci?${query.toString()}`);
    expect(response.status).toBe(303);
    const lines = await fillCart(client, 3);
    const result = await transfer(client);
    expect(result.form).toMatchObject({ action: hook, target: '_self' });
    const fields = new Map(result.form!.fields.map((field) => [field.name, field.value]));
    expect(fields.get('NEW_ITEM-VENDORMAT[3]')).toBe(lines[2]!.erp);
    expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe(String(lines[1]!.quantity));
    expect(fields.get('NEW_ITEM-PRICE[1]')).toBe(lines[0]!.unitPrice.value.toFixed(2));
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('USD');
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toMatch(/^\d{8}$/);
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')!.length).toBeLessThanOrEqual(40);
    expect(fields.has('NEW_ITEM-VENDORMAT[4]')).toBe(false);
  });

  it('opens an OCI session by the configured token; refuses a wrong token, an outside hook and a non-punch-out user', async ({
    stack,
  }) => {
    const hook = `${RETURN}/oci-hook`;
    const byToken = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ TOKEN: 'oci-token-123', HOOK_URL: hook }).toString()}`,
    );
    expect(byToken.response.status).toBe(303);
    const wrong = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ TOKEN: 'nope', HOOK_URL: hook }).toString()}`,
    );
    expect(wrong.response.status).toBe(401);
    const outside = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ TOKEN: 'oci-token-123', HOOK_URL: 'https://attacker.example/x' }).toString()}`,
    );
    expect(outside.response.status).toBe(403);
    expect(outside.setCookie).toBe('');
    const buyer = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ USERNAME: 'buyer@acme.example', PASSWORD: DEMO_PASSWORD, HOOK_URL: hook }).toString()}`,
    );
    expect(buyer.response.status).toBe(403);
    expect(buyer.text).toBe('This account is not set up for punch-out.');
  });

  it('starts the spec’s hook form only from the supplier-solutions referrer and returns its hidden fields', async ({
    stack,
  }) => {
    const body = new URLSearchParams({
      username: 'punchout@acme.example',
      password: DEMO_PASSWORD,
      hook_url: `${RETURN}/hook`,
    });
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const direct = await enter(stack, '/punchout/form', { method: 'POST', body, headers });
    expect(direct.response.status).toBe(403);
    const referred = await enter(stack, '/punchout/form', {
      method: 'POST',
      body,
      headers: { ...headers, referer: 'https://portal.supplier-solutions.example/start' },
    });
    expect(referred.response.status).toBe(303);
    const lines = await fillCart(referred.client, 2);
    const { form } = await transfer(referred.client);
    const names = form!.fields.map((field) => field.name);
    expect(names.slice(0, 9)).toEqual([
      'PartNumber',
      'UOM',
      'Line',
      'Qty',
      'Price',
      'Description',
      'UNSPSC',
      'ManufacturerName',
      'ManufacturerPartID',
    ]);
    expect(names.at(-1)).toBe('QuoteNumber');
    expect(form!.fields.filter((field) => field.name === 'PartNumber').map((field) => field.value)).toEqual(
      lines.map((line) => line.erp),
    );
  });
});

describe('the invoice version of the hook form', () => {
  it('posts a submitted summary invoice’s lines back in a hook-form session, and nothing in a cXML one', async ({
    stack,
  }) => {
    const body = new URLSearchParams({
      username: 'punchbilling@acme.example',
      password: DEMO_PASSWORD,
      hook_url: `${RETURN}/invoice-hook`,
    });
    const { client } = await enter(stack, '/punchout/form', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'https://portal.supplier-solutions.example/',
      },
    });
    type Node = { billingNumber: string; groupNumber: string; costCenter: string };
    const pending = await client.gql<{ summaryInvoices: { nodes: Node[] } }>(
      'query S($input: SummaryInvoicesInput) { summaryInvoices(input: $input) { nodes { billingNumber groupNumber costCenter } } }',
      { input: { status: 'PENDING' } },
    );
    const [first, second] = pending.data!.summaryInvoices.nodes;
    const submit = (invoice: Node, who: TestClient) =>
      who.gql<{ submitSummaryInvoice: { procurementForm: Form | null; userErrors: unknown[] } }>(
        'mutation U($input: SubmitSummaryInvoiceInput!) { submitSummaryInvoice(input: $input) { procurementForm { action target fields { name value } } userErrors { code } } }',
        {
          input: {
            billingNumber: invoice.billingNumber,
            groupNumber: invoice.groupNumber,
            costCenter: invoice.costCenter,
          },
        },
      );
    const detail = await client.gql<{ summaryInvoice: { lineCount: number } }>(
      'query D($input: SummaryInvoiceInput!) { summaryInvoice(input: $input) { lineCount } }',
      {
        input: { billingNumber: first!.billingNumber, groupNumber: first!.groupNumber, costCenter: first!.costCenter },
      },
    );
    const submitted = (await submit(first!, client)).data!.submitSummaryInvoice;
    expect(submitted.userErrors).toEqual([]);
    expect(submitted.procurementForm?.action).toBe(`${RETURN}/invoice-hook`);
    const fields = submitted.procurementForm!.fields;
    expect(fields.slice(0, 2)).toEqual([
      { name: 'InvoiceNumber', value: first!.billingNumber },
      { name: 'GroupNumber', value: first!.groupNumber },
    ]);
    expect(fields.filter((field) => field.name === 'PartNumber')).toHaveLength(detail.data!.summaryInvoice.lineCount);
    expect(fields.filter((field) => field.name === 'UNSPSC').every((field) => /^\d{8}$/.test(field.value))).toBe(true);
    // The same user logged in on the store's own page submits without a form.
    const own = await stack.clientAs('punchbilling@acme.example');
    expect((await submit(second!, own)).data!.submitSummaryInvoice.procurementForm).toBeNull();
  });
});

describe('who may frame the store', () => {
  it('lets only the configured origins frame the store and receive its form posts', async ({ stack }) => {
    const response = await fetch(`${stack.gateway.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${RETURN}`);
    expect(csp).toContain(`form-action 'self' ${RETURN}`);
  });
});

describe('scan-to-web', () => {
  it('releases a scan as an order only with an empty cart, then archives it with the order number', async ({
    admin,
  }) => {
    const scan = await releasable(admin, new Set());
    await admin.gql(
      'mutation { addCartLines(input: { lines: [{ erp: "' +
        scan.items[0]!.erp +
        '", quantity: 1 }] }) { userErrors { message } } }',
    );
    const blocked = await admin.gql<{ releaseScan: { userErrors: Errors } }>(RELEASE, {
      input: { id: scan.id, idempotencyKey: key() },
    });
    expect(blocked.data!.releaseScan.userErrors[0]!.message).toBe(
      'There are current items in your cart. Please complete your cart order before releasing Scan.',
    );
    const cart = await admin.gql<{ cart: { lines: { id: string }[] } }>('{ cart { lines { id } } }');
    await admin.gql(
      'mutation R($input: RemoveCartLinesInput!) { removeCartLines(input: $input) { userErrors { message } } }',
      {
        input: { lineIds: cart.data!.cart.lines.map((l) => l.id) },
      },
    );
    const released = await admin.gql<{
      releaseScan: { orderNumbers: string[]; sentForApproval: boolean; scan: Scan; userErrors: Errors };
    }>(RELEASE, { input: { id: scan.id, idempotencyKey: key() } });
    expect(released.data!.releaseScan.userErrors).toEqual([]);
    expect(released.data!.releaseScan.orderNumbers).toHaveLength(1);
    expect(released.data!.releaseScan.scan).toMatchObject({
      status: 'ARCHIVED',
      orderNumbers: released.data!.releaseScan.orderNumbers,
    });
    const order = await admin.gql<{
      order: { purchaseOrderNumber: string | null; lines: { erp: string; quantityOrdered: number }[] };
    }>('query O($n: String!) { order(orderNumber: $n) { purchaseOrderNumber lines { erp quantityOrdered } } }', {
      n: released.data!.releaseScan.orderNumbers[0],
    });
    expect(order.data!.order.lines.map((l) => [l.erp, l.quantityOrdered]).sort()).toEqual(
      scan.items.map((i) => [i.erp, i.quantity]).sort(),
    );
    expect(order.data!.order.purchaseOrderNumber).toBe(scan.purchaseOrderNumber);
    const after = await admin.gql<{ cart: { lineCount: number } }>('{ cart { lineCount } }');
    expect(after.data!.cart.lineCount).toBe(0);
  });

  it('refuses a release while a required PO is missing, and merges a scan into a cart that has items', async ({
    lead,
  }) => {
    const needsPo = (await list(lead, 'ACTIVE')).nodes.find((s) => s.purchaseOrderRequired && !s.purchaseOrderNumber)!;
    const refused = await lead.gql<{ releaseScan: { userErrors: Errors } }>(RELEASE, {
      input: { id: needsPo.id, idempotencyKey: key() },
    });
    expect(refused.data!.releaseScan.userErrors).toContainEqual({
      field: 'poNumber',
      message: 'A PO number is required for this scan.',
      code: 'INVALID_INPUT',
    });
    const scan = (await list(lead, 'ACTIVE', 3)).nodes[0]!;
    const orderable = scan.items.filter((i) => !i.error);
    await lead.gql(
      'mutation { addCartLines(input: { lines: [{ erp: "' +
        orderable[0]!.erp +
        '", quantity: 2 }] }) { userErrors { message } } }',
    );
    const merged = await lead.gql<{
      mergeScanIntoCart: {
        addedCount: number;
        skippedCount: number;
        cart: { fromScan: boolean; lines: { erp: string; quantity: number }[] };
      };
    }>(MERGE, { input: { id: scan.id } });
    expect(merged.data!.mergeScanIntoCart).toMatchObject({
      addedCount: orderable.length,
      skippedCount: scan.items.length - orderable.length,
    });
    expect(merged.data!.mergeScanIntoCart.cart.fromScan).toBe(true);
    const first = merged.data!.mergeScanIntoCart.cart.lines.find((l) => l.erp === orderable[0]!.erp);
    expect(first?.quantity).toBe(orderable[0]!.quantity + 2);
  });
});

describe('Get it for Me', () => {
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
});

describe('line properties', () => {
  it('fills valid values down to this and every later line', async ({ rvsupply, threeLines }) => {
    const ids = await threeLines();
    const from = ids[ids.length - 2]!;
    const result = await rvsupply.gql<{
      updateCartLineProperties: { cart: { lines: { id: string; properties: { name: string; value: string }[] }[] } };
    }>(UPDATE_LINE_PROPERTIES, {
      input: {
        lineId: from,
        fillDown: true,
        values: [
          { name: 'job_number', value: 'AB-1234' },
          { name: 'cost_center', value: 'cc-100' },
          { name: 'bin_count', value: '1,000' },
        ],
      },
    });
    const lines = result.data!.updateCartLineProperties.cart.lines;
    const job = (id: string) =>
      lines.find((line) => line.id === id)!.properties.find((p) => p.name === 'job_number')?.value ?? '';
    expect(job(ids[ids.length - 1]!)).toBe('AB-1234');
    expect(job(from)).toBe('AB-1234');
    expect(job(ids[0]!)).toBe('');
  });
});
