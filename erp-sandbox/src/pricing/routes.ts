import { HttpError } from '../http/router.ts';
import { currentUser, requireOwnCustomer, type App, type Route } from '../app.ts';
import { availableQuantity, customerUnitPrice, formatMoney, round2 } from './price.ts';
import type { Customer, ItemInfo, Schemas } from '../data/types.ts';

type ItemPricing = Schemas['ItemPricing'];

export function itemPricing(
  customer: Customer,
  info: ItemInfo,
  warehouse: string,
  uom: string | undefined,
  all: boolean,
): ItemPricing {
  const unit = customerUnitPrice(customer, info);
  const selected = (uom && info.uoms.find((u) => u.uom === uom)) || info.uoms[0]!;
  const price = round2(unit * selected.factor);
  const list = all ? info.uoms : [selected];
  return {
    erp: info.item.erp,
    uom: selected.uom,
    price,
    display: formatMoney(price),
    quantity_available: availableQuantity(info, warehouse),
    pricing_list: list.map((u) => {
      const p = round2(unit * u.factor);
      return { uom: u.uom, price: p, display: formatMoney(p) };
    }),
  };
}

export function pricingRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/pricing',
      handler: (ctx) => {
        const customerNumber = ctx.query.get('customer_number');
        // Staff price for any customer (the associates' product lookup); everyone else for their own.
        const staff = currentUser(ctx).is_vallen && customerNumber !== null;
        const user = staff ? currentUser(ctx) : requireOwnCustomer(ctx, customerNumber);
        const customer = app.ds.customers.get(staff ? customerNumber : user.customer_number);
        if (!customer) throw new HttpError(404, 'Customer not found.');
        const warehouse = ctx.query.get('warehouse_key');
        const list = ctx.query.get('erp_item_numbers');
        if (!warehouse) throw new HttpError(400, 'warehouse_key is required.');
        if (list === null) throw new HttpError(400, 'erp_item_numbers is required.');
        const all = ctx.query.get('all') === 'true';
        const pricing: ItemPricing[] = [];
        for (const entry of list.split(',')) {
          const [erp, uom] = entry.trim().split('|');
          const info = erp ? app.ds.items.get(erp) : undefined;
          if (info) pricing.push(itemPricing(customer, info, warehouse, uom, all));
        }
        return { pricing };
      },
    },
  ];
}
