import { type Rng, chance, int, pick } from './prng.ts';
import { MAIN_CATALOG, SAFETY_CATALOG } from './products.ts';
import type { Customer, ShipTo } from './types.ts';

/** Open-browse customers: a fixed set of three; the first is the guest customer. */
export const OPEN_BROWSE_CUSTOMERS = ['90001', '90002', '90003'] as const;
export const GUEST_CUSTOMER = OPEN_BROWSE_CUSTOMERS[0];
/** Customers whose master record requires a PO number on every order (RV Supply; Umbrella, `catalogs@umbrella.example`). */
export const PO_REQUIRED_CUSTOMERS: ReadonlySet<string> = new Set(['10003', '10006']);

interface CustomerSeed {
  number: string;
  name: string;
  shipTos: number;
  catalogs?: string[];
  currency?: 'dollars' | 'units';
  warehouse?: string;
}

const SEEDS: CustomerSeed[] = [
  { number: '10000', name: 'Vallen Distribution (Internal)', shipTos: 2, catalogs: [MAIN_CATALOG, SAFETY_CATALOG] },
  { number: '10001', name: 'Acme Fabrication', shipTos: 12, catalogs: [MAIN_CATALOG, SAFETY_CATALOG] },
  { number: '10002', name: 'Northwind Maintenance', shipTos: 6, currency: 'units', warehouse: 'DHOU' },
  { number: '10003', name: 'RV Supply Co', shipTos: 3, warehouse: 'DCHI' },
  { number: '10004', name: 'Globex Corporation', shipTos: 55, warehouse: 'DHOU' },
  { number: '10005', name: 'Initech Industrial', shipTos: 1 },
  { number: '10006', name: 'Umbrella Plant Services', shipTos: 4, catalogs: [MAIN_CATALOG, SAFETY_CATALOG] },
  { number: '10007', name: 'Stark Machining', shipTos: 8, warehouse: 'DCHI' },
  { number: '10008', name: 'Wayne Fabricators', shipTos: 2 },
  { number: '10009', name: 'Cyberdyne Tooling', shipTos: 3, currency: 'units', warehouse: 'DHOU' },
  { number: '10010', name: 'Tyrell Manufacturing', shipTos: 5 },
  { number: '10011', name: 'Hooli Facilities', shipTos: 1 },
  { number: OPEN_BROWSE_CUSTOMERS[0], name: 'Open Browse', shipTos: 1 },
  { number: OPEN_BROWSE_CUSTOMERS[1], name: 'Open Browse (Canada)', shipTos: 1 },
  { number: OPEN_BROWSE_CUSTOMERS[2], name: 'Open Browse (Mexico)', shipTos: 1 },
];

const CITIES: [string, string, string][] = [
  ['Houston', 'TX', '77002'],
  ['Belmont', 'NC', '28012'],
  ['Chicago', 'IL', '60607'],
  ['Tulsa', 'OK', '74103'],
  ['Baton Rouge', 'LA', '70801'],
  ['Mobile', 'AL', '36602'],
  ['Pittsburgh', 'PA', '15222'],
  ['Wichita', 'KS', '67202'],
  ['Toledo', 'OH', '43604'],
  ['Savannah', 'GA', '31401'],
  ['Fresno', 'CA', '93721'],
  ['Tacoma', 'WA', '98402'],
];
const STREETS = [
  'Industrial Blvd',
  'Commerce Dr',
  'Plant Rd',
  'Refinery Way',
  'Machine Shop Ln',
  'Harbor Ave',
  'Foundry St',
];

function shipTos(rng: Rng, seed: CustomerSeed): ShipTo[] {
  const list: ShipTo[] = [];
  for (let i = 1; i <= seed.shipTos; i++) {
    const [city, state, zip] = pick(rng, CITIES);
    const addr1 = `${int(rng, 100, 9999)} ${pick(rng, STREETS)}`;
    const name = i === 1 ? seed.name : `${seed.name} - Site ${i}`;
    const shipto = String(i).padStart(4, '0');
    list.push({
      shipto,
      display: `${name}, ${addr1}, ${city}, ${state} ${zip}`,
      // Every third ship-to requires a PO (never the first, so the default checkout path works).
      poreqfl: i % 3 === 2,
      custpo: null,
      name,
      addr1,
      addr2: chance(rng, 0.3) ? `Dock ${int(rng, 1, 12)}` : null,
      city,
      state,
      zip,
    });
  }
  return list;
}

/** Deterministic price level per customer: 0.70..0.95 of list. */
export function priceLevelFor(customerNumber: string): number {
  let h = 0;
  for (const c of customerNumber) h = (h * 31 + c.charCodeAt(0)) % 1000;
  return Math.round((0.7 + (h % 26) / 100) * 100) / 100;
}

export function buildCustomers(rng: Rng): Map<string, Customer> {
  const map = new Map<string, Customer>();
  for (const seed of SEEDS) {
    const tos = shipTos(rng, seed);
    const first = tos[0]!;
    map.set(seed.number, {
      customer_number: seed.number,
      name: seed.name,
      company_number: 1,
      warehouse: seed.warehouse ?? 'DBEL',
      priceLevel: OPEN_BROWSE_CUSTOMERS.includes(seed.number as never) ? 1 : priceLevelFor(seed.number),
      shipTos: tos,
      catalogs: seed.catalogs ?? [MAIN_CATALOG],
      workflow_currency: seed.currency ?? 'dollars',
      bill_to: { address1: first.addr1, address2: null, city: first.city, state: first.state, zip: first.zip },
      open_browse: OPEN_BROWSE_CUSTOMERS.includes(seed.number as never),
    });
  }
  return map;
}

/** Regional accounts beyond the personas' customers: 320 numbered 30001.., so a staff search crosses 150. */
export const LOOKUP_CUSTOMER_COUNT = 320;
const REGIONAL = ['Gulf', 'Prairie', 'Lakes', 'Delta', 'Mesa', 'Harbor', 'Ridge', 'Valley', 'Coastal', 'Summit'];
const KINDS = ['Fabrication', 'Maintenance', 'Plant Services', 'Machine Works', 'Refining'];

/** Built with their own generator after the dataset's history, so the personas' data does not move. */
export function buildLookupCustomers(rng: Rng): Customer[] {
  const list: Customer[] = [];
  for (let i = 1; i <= LOOKUP_CUSTOMER_COUNT; i++) {
    // Every other one is an industrial supply account: a search for "industrial" finds over 150.
    const kind = i % 2 === 0 ? 'Industrial Supply' : pick(rng, KINDS);
    const seed: CustomerSeed = {
      number: String(30_000 + i),
      name: `${pick(rng, REGIONAL)} ${kind} ${i}`,
      shipTos: int(rng, 1, 3),
      warehouse: pick(rng, ['DBEL', 'DHOU', 'DCHI']),
    };
    const tos = shipTos(rng, seed);
    const first = tos[0]!;
    list.push({
      customer_number: seed.number,
      name: seed.name,
      company_number: 1,
      warehouse: seed.warehouse!,
      priceLevel: priceLevelFor(seed.number),
      shipTos: tos,
      catalogs: [MAIN_CATALOG],
      workflow_currency: 'dollars',
      bill_to: { address1: first.addr1, address2: null, city: first.city, state: first.state, zip: first.zip },
      open_browse: false,
    });
  }
  return list;
}
