import { describe, expect } from 'vitest';
import { SCAN_MESSAGES } from '@mro/rules/scans';
import { test as it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';

const ITEM = 'erp partNumber quantity price { value } lineTotal { value } error';
const SCAN = `id customerNumber ownCustomer status orderNumbers purchaseOrderNumber purchaseOrderRequired shipToId itemCount total { value } headerProperties { label value required } items { ${ITEM} }`;
const LIST = `query L($input: ScansInput!) { scans(input: $input) { totalCount page pageSize nodes { ${SCAN} } } }`;
const ONE = `query O($id: ID!, $status: ScanStatus) { scan(id: $id, status: $status) { ${SCAN} } }`;
const PAYLOAD = `scan { ${SCAN} } userErrors { field message code }`;
const UPDATE = `mutation U($input: UpdateScanInput!) { updateScan(input: $input) { ${PAYLOAD} } }`;
const REMOVE = `mutation R($input: RemoveScanItemInput!) { removeScanItem(input: $input) { ${PAYLOAD} } }`;
const ARCHIVE = `mutation A($input: ArchiveScanInput!) { archiveScan(input: $input) { ${PAYLOAD} } }`;
const REACTIVATE = `mutation B($input: ReactivateScanInput!) { reactivateScan(input: $input) { ${PAYLOAD} } }`;
const RELEASE = `mutation C($input: ReleaseScanInput!) { releaseScan(input: $input) { orderNumbers sentForApproval ${PAYLOAD} } }`;
const MERGE = `mutation M($input: MergeScanIntoCartInput!) { mergeScanIntoCart(input: $input) { addedCount skippedCount cart { lineCount fromScan lines { erp quantity } } userErrors { message } } }`;

type Item = { erp: string; quantity: number; price: { value: number }; error: string | null };
type Scan = {
  id: string;
  customerNumber: string;
  ownCustomer: boolean;
  status: string;
  orderNumbers: string[];
  purchaseOrderNumber: string | null;
  purchaseOrderRequired: boolean;
  headerProperties: { label: string; value: string; required: boolean }[];
  itemCount: number;
  items: Item[];
};
type Errors = { field: string | null; message: string; code: string }[];
type Page = { scans: { totalCount: number; page: number; pageSize: number; nodes: Scan[] } };

const list = async (client: TestClient, status: 'ACTIVE' | 'ARCHIVED', page = 1, filter?: string) =>
  (await client.gql<Page>(LIST, { input: { status, page, filter } })).data!.scans;
let keys = 0;
const key = () => `scanrelease${String((keys += 1)).padStart(21, '0')}`;

/** An active scan that can be released as it is: orderable items, no PO or property still required. */
const releasable = async (client: TestClient, skip: Set<string>) => {
  for (let page = 1; page <= 3; page += 1) {
    const found = (await list(client, 'ACTIVE', page)).nodes.find(
      (s) =>
        !skip.has(s.id) &&
        !s.purchaseOrderRequired &&
        s.headerProperties.every((p) => !p.required || p.value) &&
        s.items.every((i) => !i.error),
    );
    if (found) return found;
  }
  throw new Error('no releasable scan in the seed');
};

describe('scan-to-web', () => {
  it('pages current scans to the last page and archived ones, and tells the menu who has scans', async ({
    buyer,
    units,
  }) => {
    const first = await list(buyer, 'ACTIVE');
    expect(first).toMatchObject({ totalCount: 23, page: 1, pageSize: 10 });
    expect(first.nodes).toHaveLength(10);
    expect((await list(buyer, 'ACTIVE', 3)).nodes).toHaveLength(3);
    const archived = await list(buyer, 'ARCHIVED');
    expect(archived.totalCount).toBe(9);
    expect(archived.nodes.filter((s) => s.orderNumbers.length > 0)).toHaveLength(2);
    const found = await list(buyer, 'ACTIVE', 1, first.nodes[4]!.id);
    expect(found.nodes.map((s) => s.id)).toContain(first.nodes[4]!.id);
    const menu = '{ viewer { hasScans } }';
    expect((await buyer.gql<{ viewer: { hasScans: boolean } }>(menu)).data!.viewer.hasScans).toBe(true);
    expect((await units.gql<{ viewer: { hasScans: boolean } }>(menu)).data!.viewer.hasScans).toBe(false);
    const tooLong = await buyer.gql(LIST, { input: { status: 'ACTIVE', filter: 'x'.repeat(101) } });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses another customer’s scan with the spec’s message; a multiview user reads it but must switch', async ({
    buyer,
    globex,
    associate,
  }) => {
    const theirs = (await list(globex, 'ACTIVE')).nodes[0]!;
    const refused = await buyer.gql(ONE, { id: theirs.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: SCAN_MESSAGES.otherCustomer,
      extensions: { code: 'FORBIDDEN' },
    });
    const read = await associate.gql<{ scan: Scan }>(ONE, { id: theirs.id });
    expect(read.data!.scan).toMatchObject({ customerNumber: '10004', ownCustomer: false });
    const change = await associate.gql<{ archiveScan: { userErrors: Errors } }>(ARCHIVE, { input: { id: theirs.id } });
    expect(change.data!.archiveScan.userErrors[0]!.message).toBe(SCAN_MESSAGES.switchCustomer('10004'));
    const missing = await buyer.gql(ONE, { id: '999999' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('changes quantities (0 is refused with the spec’s message), removes an item, archives and reactivates', async ({
    buyer,
  }) => {
    const scan = (await list(buyer, 'ACTIVE', 2)).nodes[0]!;
    const [first, second] = scan.items;
    const zero = await buyer.gql<{ updateScan: { userErrors: Errors } }>(UPDATE, {
      input: { id: scan.id, quantities: [{ erp: first!.erp, quantity: 0 }] },
    });
    expect(zero.data!.updateScan.userErrors).toEqual([
      {
        field: 'quantities.0.quantity',
        message: 'Quantity required. If no quantity, please remove item.',
        code: 'INVALID_INPUT',
      },
    ]);
    const saved = await buyer.gql<{ updateScan: { scan: Scan } }>(UPDATE, {
      input: { id: scan.id, quantities: [{ erp: first!.erp, quantity: 12 }], purchaseOrderNumber: 'PO-SCAN-1' },
    });
    expect(saved.data!.updateScan.scan.items[0]).toMatchObject({ erp: first!.erp, quantity: 12 });
    expect(saved.data!.updateScan.scan.purchaseOrderNumber).toBe('PO-SCAN-1');
    const removed = await buyer.gql<{ removeScanItem: { scan: Scan } }>(REMOVE, {
      input: { id: scan.id, erp: second!.erp },
    });
    expect(removed.data!.removeScanItem.scan.itemCount).toBe(scan.itemCount - 1);
    const archived = await buyer.gql<{ archiveScan: { scan: Scan } }>(ARCHIVE, { input: { id: scan.id } });
    expect(archived.data!.archiveScan.scan.status).toBe('ARCHIVED');
    expect((await buyer.gql(ONE, { id: scan.id, status: 'ACTIVE' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const back = await buyer.gql<{ reactivateScan: { scan: Scan } }>(REACTIVATE, { input: { id: scan.id } });
    expect(back.data!.reactivateScan.scan.status).toBe('ACTIVE');
  });

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
      message: SCAN_MESSAGES.poRequired,
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
