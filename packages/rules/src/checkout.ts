// Order details and placing an order (cart-checkout-orders §5, §8, §9): ship-to, contact, PO and department,
// and what the store says when an order cannot go through.
import { checkShippingAddress, type AddressValues } from './address.ts';
import { EMAIL_INVALID, byField, isEmail, type FormErrors, type RuleError } from './common.ts';
import { singleLineTextError } from './text.ts';

// The spec gives no limits for shipping instructions and comments (misc_info, §3): 250 fits a
// packing-slip note and 1000 a buyer's remarks, as the ERP's order header keeps them.
export const ORDER_DETAILS_LIMITS = {
  contactName: 30,
  phone: 25,
  purchaseOrder: 22,
  shippingInstructions: 250,
  comments: 1000,
} as const;

export const CHECKOUT_MESSAGES = {
  shipToRequired: 'Ship-to address is required.',
  contactNameRequired: 'Contact name is required.',
  contactNameTooLong: `Contact name may be at most ${ORDER_DETAILS_LIMITS.contactName} characters.`,
  emailRequired: 'E-mail is required.',
  emailInvalid: EMAIL_INVALID,
  phoneTooLong: `Phone may be at most ${ORDER_DETAILS_LIMITS.phone} characters.`,
  poTooLong: `PO number may be at most ${ORDER_DETAILS_LIMITS.purchaseOrder} characters.`,
  poRequired: 'A PO number is required for this ship-to address.',
  departmentRequired: 'Choose a department.',
  shippingInstructionsTooLong: `Shipping instructions may be at most ${ORDER_DETAILS_LIMITS.shippingInstructions} characters.`,
  commentsTooLong: `Comments may be at most ${ORDER_DETAILS_LIMITS.comments} characters.`,
} as const;

/**
 * Without can_submit_orders checkout is disabled (cart-checkout-orders §6, account-admin-calls §6); the
 * spec gives no text, so Check Out says why and who can change it.
 */
export const ORDERS_NOT_ALLOWED =
  'Checkout is disabled: your account is not allowed to submit orders. Please contact your administrator.';

/** The outcome of an order is unknown (a timeout or a lost answer): the order may exist. */
export const DO_NOT_RESUBMIT =
  "DO NOT RESUBMIT: We experienced an issue while submitting your order, but this doesn't necessarily mean that the order didn't go through. Please check My Account > Orders, Quotes & Invoices > My Orders (and Pending Orders for an approval error) before trying to resubmit.";
/** A units-currency cart with a line lacking units cannot be checked out. */
export const UNITS_MISSING =
  'This item is not available for purchase and should be removed from your cart. Please call us...';
export const EXPRESS_FAILED =
  'Unable to process order via Express Checkout at this time. Please use standard checkout form.';

/** 32 letters or digits: the spec's random order-session id, which is the order's idempotency key. */
export const ORDER_SESSION_PATTERN = /^[A-Za-z0-9]{32}$/;

/** The PO of order details and of express checkout: at most 22, nothing invisible, required when flagged. */
export const purchaseOrderError = (po: string | null | undefined, required: boolean): string | null => {
  const trimmed = (po ?? '').trim();
  if (trimmed.length > ORDER_DETAILS_LIMITS.purchaseOrder) return CHECKOUT_MESSAGES.poTooLong;
  if (required && !trimmed) return CHECKOUT_MESSAGES.poRequired;
  return singleLineTextError('PO number', trimmed);
};

/** The order's notes (misc_info): shipping instructions and comments, both optional. */
export const miscInfoErrors = (values: {
  shippingInstructions?: string | null;
  comments?: string | null;
}): RuleError[] => {
  const errors: RuleError[] = [];
  if ((values.shippingInstructions ?? '').trim().length > ORDER_DETAILS_LIMITS.shippingInstructions)
    errors.push({ field: 'shippingInstructions', message: CHECKOUT_MESSAGES.shippingInstructionsTooLong });
  if ((values.comments ?? '').trim().length > ORDER_DETAILS_LIMITS.comments)
    errors.push({ field: 'comments', message: CHECKOUT_MESSAGES.commentsTooLong });
  return errors;
};

export type OrderDetailsValues = {
  shipToId?: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
  purchaseOrderNumber?: string | null;
  department?: string | null;
  shippingInstructions?: string | null;
  comments?: string | null;
};

/** What the chosen ship-to and the customer require. */
export type OrderDetailsRequirements = { purchaseOrderRequired: boolean; departmentRequired: boolean };

/** Every problem of the order details, in field order; empty when they may be saved. */
export const checkOrderDetails = (values: OrderDetailsValues, requires: OrderDetailsRequirements): RuleError[] => {
  const errors: RuleError[] = [];
  const put = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const name = values.contactName.trim();
  const email = values.contactEmail.trim();
  if (!values.shipToId) put('shipToId', CHECKOUT_MESSAGES.shipToRequired);
  if (!name) put('contactName', CHECKOUT_MESSAGES.contactNameRequired);
  else if (name.length > ORDER_DETAILS_LIMITS.contactName) put('contactName', CHECKOUT_MESSAGES.contactNameTooLong);
  if (!email) put('contactEmail', CHECKOUT_MESSAGES.emailRequired);
  else if (!isEmail(email)) put('contactEmail', CHECKOUT_MESSAGES.emailInvalid);
  if ((values.contactPhone ?? '').trim().length > ORDER_DETAILS_LIMITS.phone)
    put('contactPhone', CHECKOUT_MESSAGES.phoneTooLong);
  put('purchaseOrderNumber', purchaseOrderError(values.purchaseOrderNumber, requires.purchaseOrderRequired));
  if (requires.departmentRequired && !(values.department ?? '').trim())
    put('department', CHECKOUT_MESSAGES.departmentRequired);
  errors.push(...miscInfoErrors(values));
  return errors;
};

/** The order details form's values: a typed ship-to (`newShipTo`) only when the buyer ships elsewhere. */
export type OrderDetailsFormValues = OrderDetailsValues & { newShipTo?: AddressValues | null };

/**
 * The order details form's validator (/cart/order and `updateCheckoutDetails`): the details, then the
 * typed ship-to's address rules at `newShipTo.<field>`; `{}` when they may be saved.
 */
export const orderDetailsFormErrors = (
  values: OrderDetailsFormValues,
  requires: OrderDetailsRequirements,
): FormErrors =>
  byField([
    ...checkOrderDetails(values, requires),
    ...(values.newShipTo ? checkShippingAddress(values.newShipTo) : []),
  ]);

/** Freight and tax could not be estimated (the ERP unreachable): the order is still charged them. */
export const ESTIMATE_UNAVAILABLE =
  'Shipping and tax could not be calculated right now. They will be added to your invoice.';
/** A guest's checkout before the typed address says where the order ships. */
export const GUEST_ESTIMATE_PENDING = 'Enter the shipping address to see freight, tax and the total.';
