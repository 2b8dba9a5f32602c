// A managed user's custom fields in the user dialog (account-admin-calls §3 User.cdf, §5, §7.4): the
// company's active fields the administrator may edit, with the user's values, read with
// GET /customer-defined-fields/editable/{id}/{customer}?active=1 when the company uses custom fields
// (use_cdf). A save sends the changed values as cdf; the ERP applies an administrator's at once. A new
// user starts with the company's active, editable fields (GET /customer-defined-fields/{customer}) at
// their default values; Add User sends the values as cdf, required ones filled.
import type { GatewayContext } from '../context.ts';
import { userError } from '../common/errors.ts';
import type { ErpUser } from '../erp/types.ts';
import type { CompanyUserCustomField, CustomFieldValueInput, UserError } from '../generated/resolvers-types.ts';
import { checkCustomFields } from '@mro/rules/profile';

export async function userCustomFields(
  context: GatewayContext,
  user: Pick<ErpUser, 'id' | 'customer_number'>,
  usesCustomFields: boolean,
): Promise<CompanyUserCustomField[]> {
  if (!usesCustomFields) return [];
  const fields = await context.erp.get('/customer-defined-fields/editable/{id}/{customer}', {
    path: { id: String(user.id), customer: user.customer_number },
    query: { active: '1' },
  });
  return fields.map((f) => ({
    id: String(f.cdfId),
    name: f.name,
    value: f.value,
    defaultValue: f.defaultValue,
    required: f.required,
    needsApproval: f.needsApproval,
  }));
}

/** The rules' problems with the new values, or the changed ones as the ERP takes them (cdf). */
export function customFieldsWrite(
  stored: readonly CompanyUserCustomField[],
  input: readonly CustomFieldValueInput[],
): { errors: UserError[] } | { cdf: { cdfId: number; value: string }[] } {
  const byId = new Map(stored.map((f) => [f.id, f]));
  const errors = input
    .filter((f) => !byId.has(f.id))
    .map((f) => userError('INVALID_INPUT', 'Not a custom field of this user.', `customFields.${f.id}`));
  const known = input.flatMap((f) => {
    const field = byId.get(f.id);
    return field ? [{ ...field, value: f.value }] : [];
  });
  errors.push(...checkCustomFields(known).map((e) => userError('INVALID_INPUT', e.message, e.field)));
  if (errors.length) return { errors };
  return {
    cdf: known
      .filter((f) => f.value.trim() !== byId.get(f.id)!.value)
      .map((f) => ({ cdfId: Number(f.id), value: f.value.trim() })),
  };
}

/** The fields a new user of the company is given, at their default values (none without use_cdf). */
export async function newUserCustomFields(
  context: GatewayContext,
  company: string,
  usesCustomFields: boolean,
): Promise<CompanyUserCustomField[]> {
  if (!usesCustomFields) return [];
  const fields = await context.erp.get('/customer-defined-fields/{customer}', {
    path: { customer: company },
    query: { active: '1', editable: '1' },
  });
  return fields.map((f) => ({
    id: String(f.cdfId),
    name: f.name,
    value: f.defaultValue,
    defaultValue: f.defaultValue,
    required: f.required,
    needsApproval: f.needsApproval,
  }));
}

/** A new user's values (a field not given keeps its default): the rules' problems, or every filled one as cdf. */
export function newUserCustomFieldsWrite(
  fields: readonly CompanyUserCustomField[],
  input: readonly CustomFieldValueInput[],
): { errors: UserError[] } | { cdf: { cdfId: number; value: string }[] } {
  const given = new Map(input.map((f) => [f.id, f.value]));
  const errors = input
    .filter((f) => !fields.some((field) => field.id === f.id))
    .map((f) => userError('INVALID_INPUT', 'Not a custom field of this company.', `customFields.${f.id}`));
  const values = fields.map((f) => ({ ...f, value: given.get(f.id) ?? f.value }));
  errors.push(...checkCustomFields(values).map((e) => userError('INVALID_INPUT', e.message, e.field)));
  if (errors.length) return { errors };
  return {
    cdf: values.filter((f) => f.value.trim() !== '').map((f) => ({ cdfId: Number(f.id), value: f.value.trim() })),
  };
}
