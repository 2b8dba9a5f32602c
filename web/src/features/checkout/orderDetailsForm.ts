import { checkUdfValues } from '@mro/rules/udf';
import { orderDetailsFormErrors } from '@mro/rules/checkout';
import { udfRule } from '../../lib/userDefinedFields';
import type { UpdateCheckoutDetailsInput } from '../../generated/graphql';
import type { CheckoutDetailsQuery } from './OrderDetails.generated';
import { EMPTY_STREET_ADDRESS, streetAddressInput, type StreetAddress } from '../../lib/forms/streetAddress';

// The order details form (cart-checkout-orders §5): its values start from the cart being checked out,
// never from an earlier order (a previous review found orders carrying the last order's PO and notes).

export type NewShipTo = StreetAddress & { companyName: string; save: boolean };
export const EMPTY_SHIP_TO: NewShipTo = { ...EMPTY_STREET_ADDRESS, companyName: '', save: false };

/** One header property: a row per field definition and per property the cart already carries. */
export type HeaderRow = { name: string; value: string; onCart: boolean };

export type OrderDetailsFormValues = {
  shipToId: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  purchaseOrderNumber: string;
  department: string;
  shippingInstructions: string;
  comments: string;
  /** Rows rather than a map by name: a property's name may hold a dot, which a form path would split. */
  header: HeaderRow[];
  typing: boolean;
  newShipTo: NewShipTo;
};

const HEADER_PREFIX = 'headerProperties.';

/**
 * What the buyer gave last (kept on the cart) comes first; a first checkout starts from the
 * profile's contact and the user's default ship-to (or the only one).
 */
export function initialValues(data: CheckoutDetailsQuery): OrderDetailsFormValues {
  const shipping = data.cart?.shipping;
  const viewer = data.viewer;
  const listed = (id: string | null | undefined) => (id && data.shipTos.some((s) => s.id === id) ? id : null);
  const onCart = data.cart?.headerProperties ?? [];
  const defined = data.userDefinedFields.filter((field) => !onCart.some((p) => p.name === field.name));
  return {
    shipToId:
      listed(shipping?.shipToId) ??
      listed(viewer?.defaultShipToId) ??
      (data.shipTos.length === 1 ? (data.shipTos[0]?.id ?? '') : ''),
    contactName: shipping?.contactName || viewer?.name || '',
    contactEmail: shipping?.contactEmail || viewer?.username || '',
    contactPhone: shipping?.contactPhone || viewer?.phone || '',
    purchaseOrderNumber: data.cart?.purchaseOrderNumber ?? '',
    department: data.cart?.department ?? '',
    shippingInstructions: data.cart?.shippingInstructions ?? '',
    comments: data.cart?.comments ?? '',
    header: [
      ...onCart.map((p) => ({ name: p.name, value: p.value, onCart: true })),
      ...defined.map((field) => ({ name: field.name, value: '', onCart: false })),
    ],
    typing: false,
    newShipTo: EMPTY_SHIP_TO,
  };
}

/**
 * The form's validator: `orderDetailsFormErrors` (which `updateCheckoutDetails` runs too) with what the
 * chosen ship-to and the customer require, and the header properties' own rules (the gateway checks
 * the must-validate lists).
 */
export const orderDetailsValidator = (data: CheckoutDetailsQuery) => (values: OrderDetailsFormValues) => {
  const shipTo = data.shipTos.find((s) => s.id === values.shipToId);
  const errors: Partial<Record<string, string>> = orderDetailsFormErrors(
    { ...values, newShipTo: values.typing ? values.newShipTo : null },
    {
      purchaseOrderRequired: shipTo?.purchaseOrderRequired ?? false,
      departmentRequired: data.checkoutDepartments.required,
    },
  );
  const header = checkUdfValues(
    data.userDefinedFields.map(udfRule),
    Object.fromEntries(values.header.map((row) => [row.name, row.value])),
  );
  values.header.forEach((row, index) => {
    if (header[row.name]) errors[`header.${index}.value`] = header[row.name];
  });
  return errors;
};

/** The form field of an `updateCheckoutDetails` user error: the ERP's word on a header property goes beside it. */
export const headerFieldOf = (values: OrderDetailsFormValues) => (field: string) => {
  if (!field.startsWith(HEADER_PREFIX)) return null;
  const index = values.header.findIndex((row) => row.name === field.slice(HEADER_PREFIX.length));
  return index < 0 ? null : `header.${index}.value`;
};

/** The mutation's input: trimmed, empty optional texts as null, the typed ship-to only while typing. */
export const detailsInput = (values: OrderDetailsFormValues): UpdateCheckoutDetailsInput => {
  const typed = values.newShipTo;
  return {
    shipToId: values.shipToId,
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim() || null,
    purchaseOrderNumber: values.purchaseOrderNumber.trim() || null,
    shippingInstructions: values.shippingInstructions.trim() || null,
    comments: values.comments.trim() || null,
    // The properties the cart carries, and those the buyer filled in.
    headerProperties: values.header
      .filter((row) => row.onCart || row.value !== '')
      .map(({ name, value }) => ({ name, value })),
    department: values.department || null,
    newShipTo: values.typing
      ? { ...streetAddressInput(typed), companyName: typed.companyName.trim() || null, save: typed.save }
      : null,
  };
};
