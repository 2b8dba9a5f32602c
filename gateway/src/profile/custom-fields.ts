// The profile's custom fields (account-admin-calls §2.4, §7.4): the customer's active, editable fields
// with the user's values, and the changes still waiting for their approver. None, and no call for
// them, when the company does not use custom fields (use_cdf of the user's settings).
import type { GatewayContext } from '../context.ts';
import { toGraphQLError } from '../common/errors.ts';
import { perRequest } from '../common/per-request.ts';
import type { ErpUser } from '../erp/types.ts';
import type { ProfileCustomField } from '../generated/resolvers-types.ts';

export async function customFieldsOf(context: GatewayContext, user: ErpUser): Promise<ProfileCustomField[]> {
  try {
    // A profile save reads the fields before and after: the company's settings once.
    const settings = await perRequest(context, `user-settings:${user.id}:${user.customer_number}`, () =>
      context.erp.get('/user/settings/{id}/{customerNumber}', {
        path: { id: user.id, customerNumber: user.customer_number },
      }),
    );
    if (!settings.use_cdf) return [];
    const [fields, requests] = await Promise.all([
      context.erp.get('/customer-defined-fields/{customer}', {
        path: { customer: user.customer_number },
        query: { active: '1', editable: '1' },
      }),
      context.erp.get('/customer-defined-fields/requests/user/{id}', { path: { id: String(user.id) } }),
    ]);
    const values = new Map((user.cdf ?? []).map((f) => [f.cdfId, f.value]));
    // The ERP lists Pending first, newest first: the first pending request of a field is its latest.
    const pending = new Map<number, string>();
    for (const r of requests) if (r.status === 'Pending' && !pending.has(r.cdfId)) pending.set(r.cdfId, r.cdfValue);
    return fields.map((f) => ({
      id: String(f.cdfId),
      name: f.name,
      value: values.get(f.cdfId) ?? f.defaultValue,
      defaultValue: f.defaultValue,
      required: f.required,
      needsApproval: f.needsApproval,
      pendingValue: pending.get(f.cdfId) ?? null,
    }));
  } catch (error) {
    throw toGraphQLError(error);
  }
}
