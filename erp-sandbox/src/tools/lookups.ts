// The associates' customer and vendor lookups as the ERP answers them (account-admin-calls §3, §7.2,
// §7.8): the customers and vendors a search term finds, a customer's settings, a sales rep and their
// customers, a vendor's master record. Figures the generated dataset does not carry are derived from
// the number, so they never change.
import type { App } from '../app.ts';
import { hash32 } from '../data/prng.ts';
import type { Customer } from '../data/types.ts';
import type { Brand } from '../data/brands.ts';
import { REP_COUNT, insideRepOf, isRepCustomer, outsideRepOf } from '../data/sales-reps.ts';

const TERMS = ['Net 30', 'Net 45', 'Net 60', '2% 10 Net 30', 'Due on receipt'];
const PRICE_TYPES = ['LIST', 'CONTRACT', 'MATRIX', 'COST-PLUS'];
const FIRST = ['Robin', 'Terry', 'Jamie', 'Alex', 'Sasha', 'Corey', 'Drew', 'Kai', 'Lee', 'Parker'];
const LAST = ['Hale', 'Brooks', 'Ortiz', 'Nakamura', 'Fischer', 'Dubois', 'Mensah', 'Kaur', 'Walsh', 'Silva'];
/** Vendors are the catalogue's brands; their ERP (SX) numbers start here. */
const FIRST_VENDOR_NUMBER = 5001;

const pickBy = <T>(key: string, list: readonly T[]): T => list[hash32(key) % list.length]!;
const money = (key: string, max: number): number => (hash32(key) % (max * 100)) / 100;

const freightOut = (c: Customer) => hash32(`freight|${c.customer_number}`) % 3 === 0;

function customerHit(c: Customer) {
  return {
    customerNumber: c.customer_number,
    customerName: c.name,
    customerNameAlt: c.name.includes(' ') ? c.name.split(' ').slice(0, 2).join(' ').toUpperCase() : null,
    addr: c.bill_to.address1,
    addr2: c.bill_to.address2,
    addr3: null,
    city: c.bill_to.city,
    state: c.bill_to.state,
    zipcd: c.bill_to.zip,
    freightOut: freightOut(c),
  };
}

function customerSettings(c: Customer) {
  const n = c.customer_number;
  const domain =
    c.name
      .split(' ')[0]!
      .toLowerCase()
      .replace(/[^a-z]/g, '') || 'customer';
  return {
    ...customerHit(c),
    phoneno: `555-${String((hash32(`ph|${n}`) % 900) + 100)}-${String((hash32(`pn|${n}`) % 9000) + 1000)}`,
    email: `ap@${domain}.example`,
    webpage: `www.${domain}.example`,
    termstype: pickBy(`terms|${n}`, TERMS),
    avgpaydays: (hash32(`pay|${n}`) % 50) + 12,
    totalbal: money(`bal|${n}`, 90_000),
    salesytd: money(`ytd|${n}`, 900_000),
    credlim: ((hash32(`cred|${n}`) % 20) + 1) * 5_000,
    whse: c.warehouse,
    pricetype: pickBy(`price|${n}`, PRICE_TYPES),
    slsrepin: insideRepOf(n),
    slsrepout: outsideRepOf(n),
  };
}

export function salesRep(id: string) {
  const m = /^R(\d{2})$/.exec(id);
  const n = m ? Number(m[1]) : 0;
  if (n < 1 || n > REP_COUNT) return null;
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  return {
    id,
    name: `${first} ${last}`,
    email: `${first}.${last}@vallen.example`.toLowerCase(),
    phone: `800-555-${String(1000 + n)}`,
  };
}

function vendorOf(brand: Brand, index: number) {
  const vendno = FIRST_VENDOR_NUMBER + index;
  const domain = brand.slug.replace(/-/g, '');
  return {
    vendno,
    name: brand.name,
    addr1: `${(hash32(`va|${vendno}`) % 9000) + 100} Supplier Pkwy`,
    addr2: hash32(`vb|${vendno}`) % 3 === 0 ? `Suite ${(hash32(`vs|${vendno}`) % 400) + 100}` : null,
    city: pickBy(`vc|${vendno}`, ['Cleveland', 'Milwaukee', 'Dayton', 'Charlotte', 'Memphis', 'Reno']),
    state: pickBy(`vc|${vendno}`, ['OH', 'WI', 'OH', 'NC', 'TN', 'NV']),
    zipcd: String((hash32(`vz|${vendno}`) % 89_999) + 10_000),
    phoneno: `888-555-${String((hash32(`vp|${vendno}`) % 9000) + 1000)}`,
    faxphoneno: hash32(`vf|${vendno}`) % 2 === 0 ? `888-556-${String((hash32(`vx|${vendno}`) % 9000) + 1000)}` : null,
    email: `orders@${domain}.example`,
    webpageext: `www.${domain}.example`,
  };
}

/** Customers (never an open-browse one) whose number or name holds the lower-case `term`, by number. */
export const customersFound = (app: App, term: string) =>
  [...app.ds.customers.values()]
    .filter((c) => !c.open_browse)
    .filter((c) => c.customer_number.includes(term) || c.name.toLowerCase().includes(term))
    .sort((a, b) => a.customer_number.localeCompare(b.customer_number))
    .map(customerHit);

/** Vendors (the catalogue's brands) whose number or name holds the lower-case `term`. */
export const vendorsFound = (app: App, term: string) =>
  app.ds.brands.map(vendorOf).filter((v) => String(v.vendno).includes(term) || v.name.toLowerCase().includes(term));

/** A customer's settings, or undefined for a number no customer has. */
export function customerSettingsOf(app: App, customerNumber: string) {
  const c = app.ds.customers.get(customerNumber);
  return c && customerSettings(c);
}

/** The customers a sales rep is the inside rep of, by number. */
export const repCustomers = (app: App, repId: string) =>
  [...app.ds.customers.values()]
    .filter((c) => isRepCustomer(repId, c))
    .sort((a, b) => a.customer_number.localeCompare(b.customer_number))
    .map((c) => ({ customer_number: c.customer_number, name: c.name }));

/** A vendor's master record by its ERP (SX) number, or undefined. */
export function vendorByNumber(app: App, vendno: number) {
  const brand = Number.isInteger(vendno) ? app.ds.brands[vendno - FIRST_VENDOR_NUMBER] : undefined;
  return brand && vendorOf(brand, vendno - FIRST_VENDOR_NUMBER);
}
