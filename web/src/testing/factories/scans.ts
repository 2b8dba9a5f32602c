// Typed answers of the scans domain: a scan to web with its items.
import type { ScanDetailFragment, ScanQuery } from '../../features/scans/ScanDetail.generated';
import type { ScanRowFragment, ScansQuery } from '../../features/scans/Scans.generated';
import { valued as amount } from '../fixtures';

/** A scan: two items, a PO required, a required header property. */
export const scanOf = (overrides: Partial<ScanDetailFragment> = {}): ScanDetailFragment => ({
  __typename: 'Scan',
  id: '5001',
  customerNumber: '10001',
  ownCustomer: true,
  createdOn: '2026-10-30T15:00:00.000Z',
  status: 'ACTIVE',
  orderNumbers: [],
  initiator: 'Crib scanner 1',
  initiatorEmail: 'scanner1@10001.scan.example',
  receiver: 'Bea Buyer',
  receiverEmail: 'buyer@acme.example',
  shipToId: 'ST1',
  shipToLabel: 'Plant 1',
  shippingAddress: {
    __typename: 'Address',
    name: 'Acme Fabrication',
    line1: '1 Main St',
    line2: null,
    city: 'Houston',
    state: 'TX',
    zip: '77001',
  },
  purchaseOrderNumber: 'CRIB-5001',
  purchaseOrderRequired: true,
  headerProperties: [{ __typename: 'ScanProperty', label: 'Work Order', value: 'WO-1', required: true }],
  lineProperties: [{ __typename: 'ScanProperty', label: 'Machine', value: '', required: false }],
  itemCount: 2,
  total: amount(30),
  items: [
    {
      __typename: 'ScanItem',
      erp: '100',
      partNumber: 'ACME-100',
      description: 'Nitrile gloves',
      unitOfMeasure: 'BX',
      quantity: 2,
      quantityAvailable: 40,
      error: null,
      price: amount(15),
      lineTotal: amount(30),
    },
    {
      __typename: 'ScanItem',
      erp: '200',
      partNumber: '200',
      description: 'Discontinued wheel',
      unitOfMeasure: 'EA',
      quantity: 1,
      quantityAvailable: 0,
      error: 'Item 200 is not available for purchase.',
      price: amount(0),
      lineTotal: amount(0),
    },
  ],
  ...overrides,
});

/** What the scan page asks for: the scan and whether the viewer may switch customers. */
export const scanQueryOf = (scan: ScanDetailFragment, canSwitchCustomer = false): ScanQuery => ({
  __typename: 'Query',
  scan,
  viewer: { __typename: 'Viewer', id: 'u1', canSwitchCustomer },
});

/** A row of the scan list: an archived scan never ordered unless overridden. */
export const scanRowOf = (overrides: Partial<ScanRowFragment> = {}): ScanRowFragment => ({
  __typename: 'Scan',
  id: '6001',
  createdOn: '2026-10-30T15:00:00.000Z',
  status: 'ARCHIVED',
  orderNumbers: [],
  initiator: 'Crib scanner 1',
  receiver: 'Bea Buyer',
  shipToLabel: 'Plant 1',
  purchaseOrderNumber: null,
  itemCount: 2,
  total: amount(30),
  ...overrides,
});

/** One page of the scan list, 10 a page. */
export const scansQueryOf = (nodes: ScanRowFragment[], totalCount = nodes.length): ScansQuery => ({
  __typename: 'Query',
  scans: { __typename: 'ScanPage', totalCount, page: 1, pageSize: 10, nodes },
});
