// Scan-to-web over the typed fake ERP: paging, the menu's check, another customer's scans, and the
// changes a page sends (quantities, PO, removal, archive, reactivation, deletion). Releasing a scan as an order
// and merging one into the cart are in punchout/field.integration.test.ts (the real order and cart).
import { PERSONA_USERS } from '../testing/erp-answers/account.ts';
import { describe, expect, it } from 'vitest';
import { erpError, type FakeCall } from '../testing/fake-erp.ts';
import { principalOf, unitGateway, type UnitGateway } from '../testing/unit.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { erpScan, erpScanPage } from '../testing/erp-answers/scans.ts';
import type { ErpResult } from '../erp/erp-api.ts';
import type { ErpScan, ErpScanWrite } from '../erp/types.ts';

const ITEM = 'erp partNumber quantity price { value } lineTotal { value } error';
const SCAN = `id customerNumber ownCustomer status orderNumbers purchaseOrderNumber purchaseOrderRequired shipToId itemCount total { value } headerProperties { label value required } items { ${ITEM} }`;
const LIST = `query L($input: ScansInput!) { scans(input: $input) { totalCount page pageSize nodes { ${SCAN} } } }`;
const ONE = `query O($id: ID!, $status: ScanStatus) { scan(id: $id, status: $status) { ${SCAN} } }`;
const PAYLOAD = `scan { ${SCAN} } userErrors { field message code }`;
const UPDATE = `mutation U($input: UpdateScanInput!) { updateScan(input: $input) { ${PAYLOAD} } }`;
const REMOVE = `mutation R($input: RemoveScanItemInput!) { removeScanItem(input: $input) { ${PAYLOAD} } }`;
const ARCHIVE = `mutation A($input: ArchiveScanInput!) { archiveScan(input: $input) { ${PAYLOAD} } }`;
const REACTIVATE = `mutation B($input: ReactivateScanInput!) { reactivateScan(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation D($input: DeleteScanInput!) { deleteScan(input: $input) { deletedScanId userErrors { field message code } } }`;
type Deleted = { deleteScan: { deletedScanId: string | null; userErrors: Errors } };

type Item = { erp: string; quantity: number; price: { value: number }; error: string | null };
type Scan = {
  id: string;
  customerNumber: string;
  ownCustomer: boolean;
  status: string;
  orderNumbers: string[];
  purchaseOrderNumber: string | null;
  itemCount: number;
  items: Item[];
};
type Errors = { field: string | null; message: string; code: string }[];
type Page = { scans: { totalCount: number; page: number; pageSize: number; nodes: Scan[] } };

/**
 * The ERP's scan-to-web over `scans`, as the sandbox plays it: a page by status (10 a page, newest
 * first), one scan by id (404 when missing or not in the asked status, 403 for another customer's
 * unless `readsAll`), and the writes applied to the kept scan.
 */
const scanToWeb = (scans: Map<number, ErpScan>, customer: string, readsAll = false) => ({
  'GET /scan-to-web': ({ query }: FakeCall): ErpResult<'get', '/scan-to-web'> => {
    if (query?.id !== undefined) {
      const scan = scans.get(Number(query.id));
      if (!scan || (query.status !== undefined && String(scan.status) !== String(query.status)))
        throw erpError(404, 'Scan not found.');
      if (scan.tenant_id !== customer && !readsAll) throw erpError(403, 'Access denied.');
      return { scan };
    }
    const listed = [...scans.values()].filter(
      (scan) =>
        scan.tenant_id === customer &&
        (query?.status === undefined || String(scan.status) === String(query.status)) &&
        (query?.filter === undefined || String(scan.id).includes(String(query.filter))),
    );
    const limit = Number(query?.limit ?? 10);
    const page = Number(query?.page ?? 1);
    return erpScanPage(listed.length, page, limit, (id) => listed[id - 1]!);
  },
  'PUT /scan-to-web/{id}': ({ path, body }: FakeCall): ErpResult<'put', '/scan-to-web/{id}'> => {
    const scan = scans.get(Number(path.split('/').at(-1)))!;
    const write = body as ErpScanWrite;
    const items = write.items?.map((kept) => ({ ...scan.items.find((item) => item.erp === kept.erp)!, ...kept }));
    const changed: ErpScan = {
      ...scan,
      ...(items ? { items } : {}),
      ...(write.po_number !== undefined ? { po_number: write.po_number } : {}),
      ...(write.status ? { status: write.status } : {}),
    };
    scans.set(scan.id, changed);
    return { scan: changed };
  },
  'PUT /scan-to-web/archive/{id}': ({ path }: FakeCall): ErpResult<'put', '/scan-to-web/archive/{id}'> => {
    const id = Number(path.split('/').at(-1));
    const archived: ErpScan = { ...scans.get(id)!, status: 0 };
    scans.set(id, archived);
    return { scan: archived };
  },
  'DELETE /scan-to-web/{id}': ({ path }: FakeCall): ErpResult<'delete', '/scan-to-web/{id}'> => {
    scans.delete(Number(path.split('/').at(-1)));
    return { deleted: true };
  },
});

/** Acme's 23 active and 9 archived scans (2 of them released), and one of Globex's. */
const seed = () =>
  new Map<number, ErpScan>([
    ...Array.from({ length: 23 }, (_, index): [number, ErpScan] => [100 + index, erpScan(100 + index)]),
    ...Array.from({ length: 9 }, (_, index): [number, ErpScan] => [
      200 + index,
      erpScan(200 + index, { status: 0, order_number: index < 2 ? [`70000${index}`] : [] }),
    ]),
    [300, erpScan(300, { tenant_id: '10004' })],
  ]);

const scansGateway = (scans = seed(), principal = principalOf(), readsAll = false) =>
  unitGateway(
    { 'GET /user/{id}': () => erpFieldUser(), ...scanToWeb(scans, principal.customerNumber, readsAll) },
    { principal },
  );
const list = async (gateway: UnitGateway, status: 'ACTIVE' | 'ARCHIVED', page = 1, filter?: string) =>
  (await gateway.run<Page>(LIST, { input: { status, page, filter } })).data!.scans;

describe('scan-to-web', () => {
  it('pages current scans to the last page and archived ones, and tells the menu who has scans', async () => {
    const buyer = await scansGateway();
    const first = await list(buyer, 'ACTIVE');
    expect(first).toMatchObject({ totalCount: 23, page: 1, pageSize: 10 });
    expect(first.nodes).toHaveLength(10);
    expect(buyer.callsTo('GET /scan-to-web')[0]?.query).toEqual({
      status: '1',
      limit: 10,
      page: 1,
      order_by: 'created_on',
      order_direction: 'desc',
    });
    expect((await list(buyer, 'ACTIVE', 3)).nodes).toHaveLength(3);
    const archived = await list(buyer, 'ARCHIVED');
    expect(archived.totalCount).toBe(9);
    expect(archived.nodes.filter((s) => s.orderNumbers.length > 0)).toHaveLength(2);
    const found = await list(buyer, 'ACTIVE', 1, first.nodes[4]!.id);
    expect(found.nodes.map((s) => s.id)).toContain(first.nodes[4]!.id);
    expect(buyer.callsTo('GET /scan-to-web').at(-1)?.query).toMatchObject({ filter: first.nodes[4]!.id });
    const menu = '{ viewer { hasScans } }';
    expect((await buyer.run<{ viewer: { hasScans: boolean } }>(menu)).data!.viewer.hasScans).toBe(true);
    // Uma's customer (Northwind) has no scans.
    const units = await scansGateway(seed(), principalOf({ userId: 6, customerNumber: '10002' }));
    expect((await units.run<{ viewer: { hasScans: boolean } }>(menu)).data!.viewer.hasScans).toBe(false);
    const tooLong = await buyer.run(LIST, { input: { status: 'ACTIVE', filter: 'x'.repeat(101) } });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses another customer’s scan with the spec’s message; a multiview user reads it but must switch', async () => {
    const buyer = await scansGateway();
    const refused = await buyer.run(ONE, { id: '300' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Unable to view Scan: your customer number does not match the customer scanned. Please contact support.',
      extensions: { code: 'FORBIDDEN' },
    });
    // Val Associate (Vallen staff, multiview) reads any customer's scans from her own customer.
    const associate = await scansGateway(
      seed(),
      principalOf({ userId: 5, username: 'associate@vallen.example', customerNumber: '10000' }),
      true,
    );
    associate.answer({ 'GET /user/{id}': () => PERSONA_USERS.associate() });
    const read = await associate.run<{ scan: Scan }>(ONE, { id: '300' });
    expect(read.data!.scan).toMatchObject({ customerNumber: '10004', ownCustomer: false });
    const change = await associate.run<{ archiveScan: { userErrors: Errors } }>(ARCHIVE, { input: { id: '300' } });
    expect(change.data!.archiveScan.userErrors[0]!.message).toBe(
      'This scan was made for customer 10004. Switch to that customer to release or merge it.',
    );
    expect(associate.callsTo('PUT /scan-to-web/archive/{id}')).toEqual([]);
    const missing = await buyer.run(ONE, { id: '999999' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('changes quantities (0 is refused with the spec’s message), removes an item, archives and reactivates', async () => {
    const buyer = await scansGateway();
    const scan = (await list(buyer, 'ACTIVE', 2)).nodes[0]!;
    const [first, second] = scan.items;
    const zero = await buyer.run<{ updateScan: { userErrors: Errors } }>(UPDATE, {
      input: { id: scan.id, quantities: [{ erp: first!.erp, quantity: 0 }] },
    });
    expect(zero.data!.updateScan.userErrors).toEqual([
      {
        field: 'quantities.0.quantity',
        message: 'Quantity required. If no quantity, please remove item.',
        code: 'INVALID_INPUT',
      },
    ]);
    expect(buyer.callsTo('PUT /scan-to-web/{id}')).toEqual([]);
    const saved = await buyer.run<{ updateScan: { scan: Scan } }>(UPDATE, {
      input: { id: scan.id, quantities: [{ erp: first!.erp, quantity: 12 }], purchaseOrderNumber: 'PO-SCAN-1' },
    });
    expect(saved.data!.updateScan.scan.items[0]).toMatchObject({ erp: first!.erp, quantity: 12 });
    expect(saved.data!.updateScan.scan.purchaseOrderNumber).toBe('PO-SCAN-1');
    // Every item is sent with its quantity (one left out would be removed).
    expect(buyer.callsTo('PUT /scan-to-web/{id}')[0]?.body).toEqual({
      items: [
        { erp: first!.erp, quantity: 12 },
        { erp: second!.erp, quantity: second!.quantity },
      ],
      po_number: 'PO-SCAN-1',
    });
    const removed = await buyer.run<{ removeScanItem: { scan: Scan } }>(REMOVE, {
      input: { id: scan.id, erp: second!.erp },
    });
    expect(removed.data!.removeScanItem.scan.itemCount).toBe(scan.itemCount - 1);
    const archived = await buyer.run<{ archiveScan: { scan: Scan } }>(ARCHIVE, { input: { id: scan.id } });
    expect(archived.data!.archiveScan.scan.status).toBe('ARCHIVED');
    expect((await buyer.run(ONE, { id: scan.id, status: 'ACTIVE' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const back = await buyer.run<{ reactivateScan: { scan: Scan } }>(REACTIVATE, { input: { id: scan.id } });
    expect(back.data!.reactivateScan.scan.status).toBe('ACTIVE');
    expect(buyer.callsTo('PUT /scan-to-web/{id}').at(-1)?.body).toEqual({ status: 1 });
  });

  it('deletes an archived scan never ordered, and refuses a current, an ordered or another customer’s scan', async () => {
    const scans = seed();
    const buyer = await scansGateway(scans);
    const refusal = {
      field: null,
      message: 'Only an archived scan that was never ordered can be deleted.',
      code: 'INVALID_INPUT',
    };
    for (const id of ['100', '200']) {
      const kept = await buyer.run<Deleted>(DELETE, { input: { id } });
      expect(kept.data!.deleteScan).toEqual({ deletedScanId: null, userErrors: [refusal] });
    }
    const other = await buyer.run<Deleted>(DELETE, { input: { id: '300' } });
    expect(other.data!.deleteScan.userErrors[0]!.message).toBe(
      'Unable to view Scan: your customer number does not match the customer scanned. Please contact support.',
    );
    expect(buyer.callsTo('DELETE /scan-to-web/{id}')).toEqual([]);
    const deleted = await buyer.run<Deleted>(DELETE, { input: { id: '202' } });
    expect(deleted.data!.deleteScan).toEqual({ deletedScanId: '202', userErrors: [] });
    expect(buyer.callsTo('DELETE /scan-to-web/{id}').map((call) => call.path)).toEqual(['/scan-to-web/202']);
    expect((await list(buyer, 'ARCHIVED')).totalCount).toBe(8);
  });
});
