// Test-only: typed ERP answers of scan-to-web (GET /scan-to-web, PUT /scan-to-web/...): scans of a
// customer with numbered items, and pages of them as the ERP lists them.
import type { ErpResult } from '../../erp/erp-api.ts';
import type { ErpScan } from '../../erp/types.ts';

type ScanItem = ErpScan['items'][number];

export const erpScanItem = (erp: string, overrides: Partial<ScanItem> = {}): ScanItem => ({
  erp,
  partNumber: `P-${erp}`,
  heading: `Item ${erp}`,
  price: 4.5,
  uom: 'EA',
  quantity: 2,
  quantity_available: 100,
  error: null,
  ...overrides,
});

/** Active scan `id` of Acme (10001) with two orderable items, no PO required. */
export const erpScan = (id: number, overrides: Partial<ErpScan> = {}): ErpScan => ({
  id,
  tenant_id: '10001',
  ship_to: 'ST-1',
  ship_to_title: 'Main plant',
  items: [erpScanItem(`S${id}-A`), erpScanItem(`S${id}-B`, { quantity: 5 })],
  created_on: '2026-11-20T08:00:00Z',
  status: 1,
  order_number: [],
  initiator: 'Scanner 1',
  initiator_email: 'scanner@acme.example',
  receiver: 'Bianca Buyer',
  receiver_email: 'buyer@acme.example',
  shippingInfo: {
    company_name: 'Acme Manufacturing',
    address1: '1 Main St',
    city: 'Houston',
    state: 'TX',
    zip: '77001',
  },
  billingInfo: { address1: '1 Main St', address2: null, city: 'Houston', state: 'TX', zip: '77001' },
  po_number: null,
  poRequired: false,
  header_properties: [],
  line_properties: [],
  ...overrides,
});

/** One page of a list of `total` scans (ids from `firstId`), `limit` a page, as GET /scan-to-web lists. */
export const erpScanPage = (
  total: number,
  page: number,
  limit: number,
  scanOf: (id: number) => ErpScan = (id) => erpScan(id),
  firstId = 1,
): ErpResult<'get', '/scan-to-web'> => {
  const ids = Array.from({ length: total }, (_, index) => firstId + index).slice((page - 1) * limit, page * limit);
  return { scans: ids.map(scanOf), meta: { total_items: total, current_items: ids.length } };
};
