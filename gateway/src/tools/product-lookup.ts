// Product lookup (account-admin-calls §3, §7.8): a part as one customer sees it. The item comes from the
// index in the customer's catalogues; its price and availability from the pricing layer, priced as that
// customer in its warehouse (the ERP lets staff price any customer). Staff only.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { amount } from '../common/amount.ts';
import { badUserInput, toGraphQLError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { ProductLookup, ProductLookupItem } from '../generated/resolvers-types.ts';
import { TOOLS_MESSAGES, lookupTermError } from '@mro/rules/tools';
import { requireStaff } from './staff.ts';

export async function productLookup(
  context: GatewayContext,
  partNumber: string,
  customerNumber: string,
): Promise<ProductLookup | null> {
  await requireStaff(context);
  const erp = partNumber.trim();
  const problem = lookupTermError(erp);
  if (problem) throw badUserInput(problem);
  const number = customerNumber.trim();
  if (!number) throw badUserInput(TOOLS_MESSAGES.customerRequired);
  if (!/^\d{1,10}$/.test(number)) return null;
  let customer: { customerName: string; whse: string };
  try {
    customer = await context.erp.get('/customer/settings/{customerNumber}', { path: { customerNumber: number } });
  } catch (error) {
    if (isErpStatus(error, 404)) return null;
    throw toGraphQLError(error);
  }
  const found = { customerNumber: number, customerName: customer.customerName, warehouse: customer.whse };
  return { ...found, item: await itemFor(context, erp, number, customer.whse) };
}

async function itemFor(
  context: GatewayContext,
  erp: string,
  customerNumber: string,
  warehouse: string,
): Promise<ProductLookupItem | null> {
  const asCustomer = { query: { customer_number: customerNumber } };
  try {
    const located = await context.erp.get('/index/items/{erp}', { path: { erp }, ...asCustomer });
    const product = await context.erp.get('/index/products/{slug}', { path: { slug: located.slug }, ...asCustomer });
    const item = product.items.find((candidate) => candidate.erp === located.erp);
    if (!item) return null;
    const { userId } = requirePrincipal(context);
    const [priced] = await context.pricing.load(
      { customerNumber, warehouse, shipTo: null, userId },
      [item.erp],
      context.erp,
    );
    if (priced instanceof Error) throw priced;
    return {
      erp: item.erp,
      customerPartNumber: item.cpn ?? null,
      manufacturerPartNumber: item.vpn,
      productName: product.heading,
      description: item.description,
      brand: product.brand,
      productSlug: product.slug,
      unitOfMeasure: priced?.uom ?? item.uom,
      price: priced && priced.price > 0 ? amount(priced.price, 'CURRENCY') : null,
      quantityAvailable: priced?.quantity_available ?? 0,
    };
  } catch (error) {
    if (isErpStatus(error, 404)) return null;
    throw toGraphQLError(error);
  }
}
