import type { ErpCheckoutDepartments, ErpShipTo } from '../erp/types.ts';
import type { UpdateCheckoutDetailsInput, UserError } from '../generated/resolvers-types.ts';
import { formUserErrors, userError } from '../common/errors.ts';
import { CHECKOUT_MESSAGES as ORDER_DETAILS_MESSAGES, orderDetailsFormErrors } from '@mro/rules/checkout';

// Order details rules (cart-checkout-orders §5): the form's validator, and what only the gateway can check.

export const CHECKOUT_MESSAGES = {
  ...ORDER_DETAILS_MESSAGES,
  shipToUnknown: 'That ship-to address is not one of yours.',
  departmentUnknown: 'That department is not one of yours.',
} as const;

/**
 * The order details against the customer's own ship-to (`shipTo`: the one chosen, undefined when it is not
 * one of theirs) and departments: the PO is required when the ship-to flags it, a department when the
 * workflow groups by department, and it must be one of theirs.
 */
export const validateCheckoutDetails = (
  input: UpdateCheckoutDetailsInput,
  shipTo: ErpShipTo | undefined,
  departments: ErpCheckoutDepartments,
): UserError[] => {
  const errors = formUserErrors(
    orderDetailsFormErrors(input, {
      purchaseOrderRequired: shipTo?.poreqfl === true,
      departmentRequired: departments.grouped,
    }),
  );
  if (input.shipToId && !shipTo)
    errors.unshift(userError('INVALID_INPUT', CHECKOUT_MESSAGES.shipToUnknown, 'shipToId'));
  const department = (input.department ?? '').trim();
  if (department && !departments.departments.some((d) => d.department_key === department))
    errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.departmentUnknown, 'department'));
  return errors;
};
