// Typed answers of the associates' tools: customer applications and the customer and product lookups.
import type { ApplicationDetailFragment } from '../../features/tools/Applications.generated';
import type { CustomerLookupDetailQuery, CustomerLookupQuery } from '../../features/tools/Lookups.generated';
import type { ProductLookupQuery } from '../../features/tools/ProductLookup.generated';
import type { PunchOutLogQuery } from '../../features/tools/PunchOutLog.generated';

type LookupHit = CustomerLookupQuery['customerLookup']['hits'][number];
type LookupDetail = NonNullable<CustomerLookupDetailQuery['customerLookupDetail']>;
type ProductLookup = NonNullable<ProductLookupQuery['productLookup']>;
type PunchOutLog = PunchOutLogQuery['punchOutLog'];

/** A note on an application, as an associate added it on 1 November 2026. */
export const applicationNoteOf = (description: string): ApplicationDetailFragment['notes'][number] => ({
  __typename: 'CustomerApplicationNote',
  description,
  updatedDate: '2026-11-01T12:00:00.000Z',
  updatedBy: 'Val Associate',
});

/** Application `id` (Company id), a pending new customer unless overridden. */
export const applicationOf = (
  id: number,
  overrides: Partial<ApplicationDetailFragment> = {},
): ApplicationDetailFragment => ({
  __typename: 'CustomerApplication',
  id: String(id),
  companyName: `Company ${id}`,
  name: `Contact ${id}`,
  email: `contact${id}@company.example`,
  city: 'Tulsa',
  state: 'OK',
  customerType: 'NEW',
  status: 'PENDING',
  segment: 'TBD',
  bdmProspect: false,
  created: new Date(Date.UTC(2026, 9, 1) + id * 3600_000).toISOString(),
  companyDba: `Co ${id}`,
  companyPhone: '555-010-0000',
  salesAssociate: null,
  duns: null,
  businessNature: null,
  businessType: 'LLC',
  vertical: 'Aerospace',
  mroSpend: '< $25,000',
  employees: '< 500',
  services: ['MROP'],
  customerNumber: null,
  submissionCount: 1,
  updatedBy: null,
  editable: true,
  notes: [],
  ...overrides,
});

const addressOf = (n: number) => ({
  __typename: 'Address' as const,
  name: `Customer ${n}`,
  line1: `${n} Plant Rd`,
  line2: null,
  city: 'Tulsa',
  state: 'OK',
  zip: '74103',
});
const usd = (value: number) => ({ __typename: 'Amount' as const, display: `$${value.toFixed(2)}` });

/** Customer n of the lookup: "Industrial Supply n". */
export const lookupHitOf = (n: number): LookupHit => ({
  __typename: 'CustomerLookupHit',
  customerNumber: String(n),
  name: `Industrial Supply ${n}`,
  altName: null,
  freightOut: n % 2 === 0,
  address: addressOf(n),
});

/** Customer n's detail: Net 30, a $1234.50 balance, Robin Hale inside. */
export const lookupDetailOf = (n: number): LookupDetail => ({
  __typename: 'CustomerLookupDetail',
  customerNumber: String(n),
  name: `Industrial Supply ${n}`,
  altName: null,
  phone: '555-010-0101',
  email: 'ap@industrial.example',
  webpage: 'www.industrial.example',
  terms: 'Net 30',
  averagePayDays: 34,
  warehouse: 'DHOU',
  priceType: 'CONTRACT',
  freightOut: true,
  address: addressOf(n),
  balance: usd(1234.5),
  salesYearToDate: usd(98000),
  creditLimit: usd(50000),
  insideSalesRep: {
    __typename: 'SalesRep',
    id: 'R01',
    name: 'Robin Hale',
    email: 'robin.hale@vallen.example',
    phone: '800-555-1001',
  },
  outsideSalesRep: null,
});

/** A part (nitrile gloves, BX) as `customerName` (`customerNumber`) buys it at `price`. */
export const productLookupOf = (
  customerNumber: string,
  customerName: string,
  partNumber: string,
  price: number,
): ProductLookup => ({
  __typename: 'ProductLookup',
  customerNumber,
  customerName,
  warehouse: 'DBEL',
  item: {
    __typename: 'ProductLookupItem',
    erp: partNumber,
    customerPartNumber: null,
    manufacturerPartNumber: 'MFR-1',
    productName: 'Nitrile gloves',
    description: 'Nitrile gloves, box of 100',
    brand: 'Apex',
    productSlug: 'nitrile-gloves',
    unitOfMeasure: 'BX',
    quantityAvailable: 40,
    price: { __typename: 'Amount', value: price, display: `$${price.toFixed(2)}` },
  },
});

/** Page `page` (20 a page) of a punch-out log of `total` transfers, newest (PO-{total}) first. */
export const punchOutLogOf = (total: number, page: number): PunchOutLog => ({
  __typename: 'PunchOutLogPage',
  totalCount: total,
  page,
  pageSize: 20,
  nodes: Array.from({ length: Math.max(0, Math.min(20, total - (page - 1) * 20)) }, (_, i) => {
    const n = total - (page - 1) * 20 - i;
    return {
      __typename: 'PunchOutTransfer' as const,
      id: String(n),
      orderNumber: `PO-${n}`,
      username: 'punchout@acme.example',
      transferredAt: '2026-11-20T14:05:00.000Z',
    };
  }),
});
