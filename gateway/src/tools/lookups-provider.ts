// Customer and vendor lookups (account-admin-calls §2.4, §3, §7.2, §7.8): searches of the hosted index
// (at most 100 hits), a customer's settings with its sales reps, a vendor's record. Staff only.
import type { GatewayContext } from '../context.ts';
import { amount } from '../common/amount.ts';
import { badUserInput, toGraphQLError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { components } from '../erp/generated/openapi.ts';
import type {
  CustomerLookup,
  CustomerLookupDetail,
  SalesRep,
  VendorAccount,
  VendorLookup,
} from '../generated/resolvers-types.ts';
import { lookupTermError } from '@mro/rules/tools';
import { requireStaff } from './staff.ts';
import { customerHitAddress, vendorAddress } from '../erp/addresses.ts';

type ErpVendor = components['schemas']['VendorAccount'];

const termOf = (term: string): string => {
  const problem = lookupTermError(term);
  if (problem) throw badUserInput(problem);
  return term.trim();
};

export const vendorOf = (v: ErpVendor): VendorAccount => ({
  vendorNumber: String(v.vendno),
  name: v.name,
  address: vendorAddress(v),
  phone: v.phoneno,
  fax: v.faxphoneno,
  email: v.email,
  webpage: v.webpageext,
});

export async function customerLookup(context: GatewayContext, term: string): Promise<CustomerLookup> {
  await requireStaff(context);
  const q = termOf(term);
  try {
    const answer = await context.erp.get('/index/customers', { query: { q } });
    return {
      hits: answer.hits.map((c) => ({
        customerNumber: c.customerNumber,
        name: c.customerName,
        altName: c.customerNameAlt,
        address: customerHitAddress(c),
        freightOut: c.freightOut,
      })),
      matchCount: answer.total,
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

async function salesRep(context: GatewayContext, id: string): Promise<SalesRep | null> {
  try {
    return await context.erp.get('/sales_rep/{id}', { path: { id } });
  } catch (error) {
    if (isErpStatus(error, 404)) return null;
    throw toGraphQLError(error);
  }
}

export async function customerLookupDetail(
  context: GatewayContext,
  customerNumber: string,
): Promise<CustomerLookupDetail | null> {
  await requireStaff(context);
  const number = customerNumber.trim();
  if (!/^\d{1,10}$/.test(number)) return null;
  let c: components['schemas']['CustomerAccountSettings'];
  try {
    c = await context.erp.get('/customer/settings/{customerNumber}', { path: { customerNumber: number } });
  } catch (error) {
    if (isErpStatus(error, 404)) return null;
    throw toGraphQLError(error);
  }
  const [inside, outside] = await Promise.all([salesRep(context, c.slsrepin), salesRep(context, c.slsrepout)]);
  return {
    customerNumber: c.customerNumber,
    name: c.customerName,
    altName: c.customerNameAlt,
    address: customerHitAddress(c),
    phone: c.phoneno,
    email: c.email,
    webpage: c.webpage,
    terms: c.termstype,
    averagePayDays: c.avgpaydays,
    balance: amount(c.totalbal, 'CURRENCY'),
    salesYearToDate: amount(c.salesytd, 'CURRENCY'),
    creditLimit: amount(c.credlim, 'CURRENCY'),
    warehouse: c.whse,
    priceType: c.pricetype,
    insideSalesRep: inside,
    outsideSalesRep: outside,
    freightOut: c.freightOut,
  };
}

export async function vendorLookup(context: GatewayContext, term: string): Promise<VendorLookup> {
  await requireStaff(context);
  const q = termOf(term);
  try {
    const answer = await context.erp.get('/index/vendor-accounts', { query: { q } });
    return { hits: answer.hits.map(vendorOf), matchCount: answer.total };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function vendorLookupDetail(context: GatewayContext, vendorNumber: string): Promise<VendorAccount | null> {
  await requireStaff(context);
  const id = vendorNumber.trim();
  if (!/^\d{1,10}$/.test(id)) return null;
  try {
    return vendorOf(await context.erp.get('/vendor/sx/{id}', { path: { id } }));
  } catch (error) {
    if (isErpStatus(error, 404)) return null;
    throw toGraphQLError(error);
  }
}
