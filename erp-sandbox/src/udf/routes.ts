import { HttpError } from '../http/router.ts';
import { requireOwnCustomer, type App, type Route } from '../app.ts';
import { UDF_FIELDS, UDF_VALUES } from './fields.ts';

const MAX_VALUES = 50;

export function udfRoutes(_app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/udf/{customer}',
      handler: (ctx) => {
        const user = requireOwnCustomer(ctx, ctx.params.customer);
        const type = ctx.query.get('property_type');
        if (type !== 'H' && type !== 'L') throw new HttpError(400, "property_type must be 'H' or 'L'.");
        return UDF_FIELDS[user.customer_number]?.[type] ?? [];
      },
    },
    {
      method: 'GET',
      template: '/udf/values/{customer}',
      handler: (ctx) => {
        const user = requireOwnCustomer(ctx, ctx.params.customer);
        const group = ctx.query.get('group_name');
        if (!group) throw new HttpError(400, 'group_name is required.');
        const filter = (ctx.query.get('filter') ?? '').trim().toLowerCase();
        const exact = ctx.query.get('exact_match') === 'true' || ctx.query.get('exact_match') === '1';
        const values = UDF_VALUES[user.customer_number]?.[group] ?? [];
        const matching = values.filter((v) => (exact ? v.toLowerCase() === filter : v.toLowerCase().includes(filter)));
        return { values: matching.slice(0, MAX_VALUES) };
      },
    },
  ];
}
