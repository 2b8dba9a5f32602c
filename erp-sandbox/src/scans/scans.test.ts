import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';

type ScanBody = {
  id: number;
  tenant_id: string;
  status: number;
  items: { erp: string; quantity: number; price: number; error: string | null }[];
  po_number: string | null;
  order_number: string[];
  header_properties: { label: string; value: string; required: boolean }[];
};

describe('scan-to-web', () => {
  it('pages the customer’s current scans to the last page, newest first, and filters them', async ({ t, buyer }) => {
    const first = await t.call('GET', '/scan-to-web?status=1&limit=10&page=1', { token: buyer });
    expect(first.status).toBe(200);
    const page1 = first.body as { scans: ScanBody[]; meta: { total_items: number } };
    expect(page1.meta.total_items).toBe(23);
    expect(page1.scans).toHaveLength(10);
    expect(page1.scans.every((s) => s.status === 1 && s.tenant_id === '10001')).toBe(true);
    const last = (await t.call('GET', '/scan-to-web?status=1&limit=10&page=3', { token: buyer })).body as {
      scans: ScanBody[];
    };
    expect(last.scans).toHaveLength(3);
    const archived = (await t.call('GET', '/scan-to-web?status=0', { token: buyer })).body as {
      scans: ScanBody[];
      meta: { total_items: number };
    };
    expect(archived.meta.total_items).toBe(9);
    expect(archived.scans.filter((s) => s.order_number.length > 0)).toHaveLength(2);
    const byPo = (await t.call('GET', `/scan-to-web?filter=${page1.scans[0]!.id}`, { token: buyer })).body as {
      scans: ScanBody[];
    };
    expect(byPo.scans.map((s) => s.id)).toContain(page1.scans[0]!.id);
    expect((await t.call('GET', '/scan-to-web?status=2', { token: buyer })).status).toBe(400);
    expect((await t.call('GET', `/scan-to-web?filter=${'x'.repeat(101)}`, { token: buyer })).status).toBe(400);
  });

  it('changes quantities, removes items, archives an emptied scan and reactivates it', async ({ t, buyer }) => {
    const list = (await t.call('GET', '/scan-to-web?status=1&limit=1', { token: buyer })).body as { scans: ScanBody[] };
    const scan = list.scans[0]!;
    const [keep, ...rest] = scan.items;
    const changed = await t.call('PUT', `/scan-to-web/${scan.id}`, {
      token: buyer,
      body: {
        items: [{ erp: keep!.erp, quantity: 7 }],
        po_number: 'PO-77',
        header_properties: [{ label: 'Work Order', value: 'WO-1' }],
      },
    });
    expect(changed.status).toBe(200);
    const after = (changed.body as { scan: ScanBody }).scan;
    expect(after.items).toEqual([expect.objectContaining({ erp: keep!.erp, quantity: 7 })]);
    expect(rest.length).toBeGreaterThan(0);
    expect(after.po_number).toBe('PO-77');
    expect(after.header_properties.find((p) => p.label === 'Work Order')?.value).toBe('WO-1');
    const zero = await t.call('PUT', `/scan-to-web/${scan.id}`, {
      token: buyer,
      body: { items: [{ erp: keep!.erp, quantity: 0 }] },
    });
    expect(zero.status).toBe(400);
    const added = await t.call('PUT', `/scan-to-web/${scan.id}`, {
      token: buyer,
      body: { items: [{ erp: 'NOT-ON-SCAN', quantity: 1 }] },
    });
    expect(added.status).toBe(400);
    const emptied = (await t.call('PUT', `/scan-to-web/${scan.id}`, { token: buyer, body: { items: [] } })).body as {
      scan: ScanBody;
    };
    expect(emptied.scan.status).toBe(0);
    expect((await t.call('GET', `/scan-to-web?id=${scan.id}&status=1`, { token: buyer })).status).toBe(404);
    const back = (await t.call('PUT', `/scan-to-web/${scan.id}`, { token: buyer, body: { status: 1 } })).body as {
      scan: ScanBody;
    };
    expect(back.scan.status).toBe(0); // no items left: it stays archived
    const other = (await t.call('GET', '/scan-to-web?status=1&limit=1&page=2', { token: buyer })).body as {
      scans: ScanBody[];
    };
    const id = other.scans[0]!.id;
    expect(
      ((await t.call('PUT', `/scan-to-web/archive/${id}`, { token: buyer })).body as { scan: ScanBody }).scan.status,
    ).toBe(0);
    expect(
      ((await t.call('PUT', `/scan-to-web/${id}`, { token: buyer, body: { status: 1 } })).body as { scan: ScanBody })
        .scan.status,
    ).toBe(1);
  });

  it('keeps each customer’s scans to its users; multiview users may read but not change them', async ({
    t,
    buyer,
    globex,
    associate,
  }) => {
    const own = (await t.call('GET', '/scan-to-web?status=1', { token: globex })).body as { scans: ScanBody[] };
    expect(own.scans.map((s) => s.tenant_id)).toEqual(['10004', '10004']);
    const id = own.scans[0]!.id;
    expect((await t.call('GET', `/scan-to-web?id=${id}`, { token: buyer })).status).toBe(403);
    expect((await t.call('PUT', `/scan-to-web/archive/${id}`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `/scan-to-web?id=${id}`, { token: associate })).status).toBe(200);
    expect((await t.call('PUT', `/scan-to-web/${id}`, { token: associate, body: { po_number: 'X' } })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `/scan-to-web/${id}`, { token: globex })).status).toBe(200);
    expect((await t.call('GET', `/scan-to-web?id=${id}`, { token: globex })).status).toBe(404);
    expect((await t.call('GET', '/scan-to-web?id=abc', { token: globex })).status).toBe(400);
  });
});
