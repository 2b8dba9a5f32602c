// The associates' customer and vendor lookups (account-admin-calls §3, §7.2, §7.8): searches of the
// hosted index (at most 100 hits), a customer's settings, a sales rep, a vendor's master record.
// Figures the generated dataset does not carry are derived from the number, so they never change.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type App, type Ctx, type Route } from '../app.ts';
import { hash32 } from '../data/prng.ts';
import type { Customer } from '../data/types.ts';
import type { Brand } from '../data/brands.ts';
import { REP_COUNT, insideRepOf, isRepCustomer, outsideRepOf } from '../data/sales-reps.ts';

export const LOOKUP_MAX_HITS = 100;
const TERM_MAX = 100;
const TERMS = ['Net 30', 'Net 45', 'Net 60', '2% 10 Net 30', 'Due on receipt'];
const PRICE_TYPES = ['LIST', 'CONTRACT', 'MATRIX', 'COST-PLUS'];
const FIRST = ['Robin', 'Terry', 'Jamie', 'Alex', 'Sasha', 'Corey', 'Drew', 'Kai', 'Lee', 'Parker'];
const LAST = ['Hale', 'Brooks', 'Ortiz', 'Nakamura', 'Fischer', 'Dubois', 'Mensah', 'Kaur', 'Walsh', 'Silva'];
/** Vendors are the catalogue's brands; their ERP (SX) numbers start here. */
const FIRST_VENDOR_NUMBER = 5001;

const pickBy = <T>(key: string, list: readonly T[]): T => list[hash32(key) % list.length]!;
const money = (key: string, max: number): number => (hash32(key) % (max * 100)) / 100;

function requireStaff(ctx: Ctx) {
  const user = currentUser(ctx);
  if (!user.is_vallen) throw new HttpError(403, ACCESS_DENIED);
  return user;
}

function termOf(ctx: Ctx): string {
  const term = (ctx.query.get('q') ?? '').trim();
  if (!term) throw new HttpError(400, 'q: a search term is required.');
  if (term.length > TERM_MAX) throw new HttpError(400, `q: at most ${TERM_MAX} characters.`);
  return term.toLowerCase();
}

const hits = <T>(all: T[]) => ({ hits: all.slice(0, LOOKUP_MAX_HITS), total: all.length });

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

function salesRep(id: string) {
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

export function lookupRoutes(app: App): Route[] {
  const vendors = () => app.ds.brands.map(vendorOf);
  return [
    {
      method: 'GET',
      template: '/index/customers',
      handler: (ctx) => {
        requireStaff(ctx);
        const term = termOf(ctx);
        const found = [...app.ds.customers.values()]
          .filter((c) => !c.open_browse)
          .filter((c) => c.customer_number.includes(term) || c.name.toLowerCase().includes(term))
          .sort((a, b) => a.customer_number.localeCompare(b.customer_number))
          .map(customerHit);
        return hits(found);
      },
    },
    {
      method: 'GET',
      template: '/index/vendor-accounts',
      handler: (ctx) => {
        requireStaff(ctx);
        const term = termOf(ctx);
        return hits(vendors().filter((v) => String(v.vendno).includes(term) || v.name.toLowerCase().includes(term)));
      },
    },
    {
      // The caller's own customer, or any customer for staff.
      method: 'GET',
      template: '/customer/settings/{customerNumber}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const number = ctx.params.customerNumber!;
        if (!user.is_vallen && number !== user.customer_number) throw new HttpError(403, ACCESS_DENIED);
        const c = app.ds.customers.get(number);
        if (!c) throw new HttpError(404, 'Customer not found.');
        return customerSettings(c);
      },
    },
    {
      method: 'GET',
      template: '/sales_rep/{id}',
      handler: (ctx) => {
        currentUser(ctx);
        const rep = salesRep(ctx.params.id!);
        if (!rep) throw new HttpError(404, 'Sales rep not found.');
        return rep;
      },
    },
    {
      method: 'GET',
      template: '/sales_rep/{id}/customers',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const id = ctx.params.id!;
        if (!salesRep(id)) throw new HttpError(404, 'Sales rep not found.');
        if (!user.is_vallen && user.rep_code !== id) throw new HttpError(403, ACCESS_DENIED);
        const customers = [...app.ds.customers.values()].filter((c) => isRepCustomer(id, c));
        customers.sort((a, b) => a.customer_number.localeCompare(b.customer_number));
        return { customers: customers.map((c) => ({ customer_number: c.customer_number, name: c.name })) };
      },
    },
    {
      method: 'GET',
      template: '/vendor/sx/{id}',
      handler: (ctx) => {
        requireStaff(ctx);
        const id = Number(ctx.params.id);
        const brand = Number.isInteger(id) ? app.ds.brands[id - FIRST_VENDOR_NUMBER] : undefined;
        if (!brand) throw new HttpError(404, 'Vendor not found.');
        return vendorOf(brand, id - FIRST_VENDOR_NUMBER);
      },
    },
  ];
}
