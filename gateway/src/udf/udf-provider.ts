import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpCart, ErpLineProperty, ErpUdfProperty } from '../erp/types.ts';
import { erpUserError, toGraphQLError, userError } from '../common/errors.ts';
import type { UdfKind, UpdateCartLinePropertiesInput, UserError } from '../generated/resolvers-types.ts';
import { UDF_MESSAGES, checkUdfValues } from '@mro/rules/udf';

// Field definitions change rarely and are the same for every user of a customer.
const FIELDS_POLICY = { freshSeconds: 300, staleSeconds: 3600 };
const MAX_VALUE_LENGTH = 200;

export const loadUdfFields = async (context: GatewayContext, kind: UdfKind): Promise<ErpUdfProperty[]> => {
  const principal = requirePrincipal(context);
  const type = kind === 'HEADER' ? 'H' : 'L';
  try {
    return await context.cache.getOrLoad('udf', `udf:v1:${principal.customerNumber}:${type}`, FIELDS_POLICY, () =>
      context.erp.get('/udf/{customer}', {
        path: { customer: principal.customerNumber },
        query: { property_type: type },
      }),
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
};

const loadValues = async (
  context: GatewayContext,
  group: string,
  filter: string,
  exact: boolean,
): Promise<string[]> => {
  const principal = requirePrincipal(context);
  const result = await context.erp.get('/udf/values/{customer}', {
    path: { customer: principal.customerNumber },
    query: { group_name: group, filter, exact_match: exact ? 'true' : 'false' },
  });
  return result.values;
};

export const loadUdfValues = async (
  context: GatewayContext,
  fieldName: string,
  filter: string | null | undefined,
): Promise<string[]> => {
  // Line and header fields share the allowed-values look-up (header properties follow the line rules).
  const [lineFields, headerFields] = await Promise.all([
    loadUdfFields(context, 'LINE'),
    loadUdfFields(context, 'HEADER'),
  ]);
  const field = [...lineFields, ...headerFields].find((candidate) => candidate.fieldName === fieldName);
  if (!field?.mustValidate || !field.validationGroup) return [];
  try {
    return await loadValues(context, field.validationGroup, (filter ?? '').trim(), false);
  } catch (error) {
    throw toGraphQLError(error);
  }
};

/**
 * Checks values of the customer's header or line fields with the shared rules (must-validate ones
 * against the ERP's allowed values) and answers the properties to store, or the user errors.
 */
export const checkUdfInput = async (
  context: GatewayContext,
  kind: UdfKind,
  entries: readonly { name: string; value: string }[],
  fieldPrefix: string,
): Promise<{ properties: ErpLineProperty[]; userErrors: UserError[] }> => {
  const fields = await loadUdfFields(context, kind);
  const values: Record<string, string> = {};
  for (const entry of entries) values[entry.name] = entry.value.trim().slice(0, MAX_VALUE_LENGTH);
  const allowed: Record<string, string[]> = {};
  try {
    for (const field of fields) {
      const value = values[field.fieldName];
      if (field.mustValidate && field.validationGroup && value)
        allowed[field.fieldName] = await loadValues(context, field.validationGroup, value, true);
    }
  } catch (error) {
    return { properties: [], userErrors: [erpUserError(error)] };
  }
  const invalid = checkUdfValues(fields, values, allowed);
  if (Object.keys(invalid).length > 0) {
    const errors: UserError[] = [userError('INVALID_INPUT', UDF_MESSAGES.form)];
    for (const [name, message] of Object.entries(invalid))
      errors.push(userError('INVALID_INPUT', message, `${fieldPrefix}.${name}`));
    return { properties: [], userErrors: errors };
  }
  const properties = fields
    .filter((field) => field.inputType !== 'hidden')
    .map((field) => ({
      name: field.fieldName,
      label: field.fieldLabel,
      value: values[field.fieldName] ?? '',
      required: field.required,
    }));
  return { properties, userErrors: [] };
};

/** Checks the values with the shared rules, then writes them to the line (and later lines on Fill Down). */
export const updateCartLineProperties = async (context: GatewayContext, input: UpdateCartLinePropertiesInput) => {
  const principal = requirePrincipal(context);
  const { properties, userErrors } = await checkUdfInput(context, 'LINE', input.values, 'values');
  if (userErrors.length > 0) return { cart: null, userErrors };
  const cart = await context.providers.cart.loadCart();
  const index = cart.cart_lines.findIndex((line) => line.id === input.lineId);
  if (index < 0)
    return {
      cart: null,
      userErrors: [userError('NOT_FOUND', UDF_MESSAGES.lineNotUpdated, 'lineId')],
    };
  const targets = input.fillDown ? cart.cart_lines.slice(index) : [cart.cart_lines[index]!];
  let updated: ErpCart = cart;
  try {
    for (const line of targets) {
      updated = await context.erp.put('/cart/{session_id}/line/{id}', {
        path: { session_id: principal.cartId, id: line.id },
        body: { line_properties: properties },
      });
    }
  } catch (error) {
    const reason = erpUserError(error);
    const message = input.fillDown
      ? 'We were unable to update the order line properties. Please try again.'
      : UDF_MESSAGES.lineNotUpdated;
    return { cart: null, userErrors: [{ ...reason, message }] };
  }
  return { cart: updated, userErrors: [] };
};
