// The Get it for Me form rules (cart-checkout-orders §5 "Non-stock / quote request"); the sandbox enforces them again.
import type { FormErrors } from './common.ts';
import { UNITS_OF_MEASURE } from './units.ts';

export const MANUFACTURER_MAX = 30;
export const PO_MAX = 22;
export const MAX_ITEMS = 25;
export const FILE_NAME_SHOWN = 40;
/** Raw bytes of all of a request's attachments (the gateway's body limit leaves room for the rest). */
export const ATTACHMENTS_MAX_BYTES = 64 * 1024;
export const ATTACHMENT_TYPES = ['jpg', 'png', 'pdf', 'doc', 'docx'] as const;

export const GIFM_MESSAGES = {
  manufacturerRequired: 'Manufacturer is required.',
  manufacturerTooLong: `Manufacturer may be at most ${MANUFACTURER_MAX} characters.`,
  descriptionRequired: 'Description is required.',
  quantityRequired: 'Quantity is required.',
  quantityWhole: 'Quantity must be a whole number of 1 or more.',
  uomRequired: 'Choose a unit of measure from the list.',
  lastPaidRequired: 'Last price paid is required.',
  lastPaidInvalid: 'Last price paid must be an amount such as 12.50.',
  requiredDateInvalid: 'Required date must be a date.',
  attachmentType: 'Attachments must be jpg, png, pdf, doc or docx files.',
  attachmentsTooBig: 'Attachments may be at most 64 KB in all.',
  noItems: 'Add at least one item.',
  tooManyItems: `A request may have at most ${MAX_ITEMS} items.`,
  poTooLong: `PO number may be at most ${PO_MAX} characters.`,
} as const;

/** A file name as shown: cut at 40 characters (§5). */
export const shownFileName = (name: string): string =>
  name.length > FILE_NAME_SHOWN ? `${name.slice(0, FILE_NAME_SHOWN)}…` : name;

export const isAllowedAttachment = (name: string): boolean =>
  (ATTACHMENT_TYPES as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

/** An item as typed in the form (text fields), with its attachments' names and sizes. */
export interface ItemEntry {
  manufacturer: string;
  description: string;
  quantity: string;
  unitOfMeasure: string;
  lastPaid: string;
  requiredDate: string;
  attachments: { fileName: string; size: number }[];
}

export type ItemErrors = Partial<
  Record<
    'manufacturer' | 'description' | 'quantity' | 'unitOfMeasure' | 'lastPaid' | 'requiredDate' | 'attachments',
    string
  >
>;

/** Every rule of §5 for one item; `lastPaidRequired` applies to non-stock orders of customers that require it. */
export function itemErrors(item: ItemEntry, lastPaidRequired: boolean): ItemErrors {
  const errors: ItemErrors = {};
  const manufacturer = item.manufacturer.trim();
  if (!manufacturer) errors.manufacturer = GIFM_MESSAGES.manufacturerRequired;
  else if (manufacturer.length > MANUFACTURER_MAX) errors.manufacturer = GIFM_MESSAGES.manufacturerTooLong;
  if (!item.description.trim()) errors.description = GIFM_MESSAGES.descriptionRequired;
  const quantity = item.quantity.trim();
  if (!quantity) errors.quantity = GIFM_MESSAGES.quantityRequired;
  else if (!/^\d+$/.test(quantity) || Number(quantity) < 1) errors.quantity = GIFM_MESSAGES.quantityWhole;
  if (!UNITS_OF_MEASURE.some((u) => u.code === item.unitOfMeasure)) errors.unitOfMeasure = GIFM_MESSAGES.uomRequired;
  const lastPaid = item.lastPaid.trim();
  if (lastPaid && !/^\d+(\.\d{1,2})?$/.test(lastPaid)) errors.lastPaid = GIFM_MESSAGES.lastPaidInvalid;
  else if (!lastPaid && lastPaidRequired) errors.lastPaid = GIFM_MESSAGES.lastPaidRequired;
  const date = item.requiredDate.trim();
  if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))))
    errors.requiredDate = GIFM_MESSAGES.requiredDateInvalid;
  if (item.attachments.some((a) => !isAllowedAttachment(a.fileName))) errors.attachments = GIFM_MESSAGES.attachmentType;
  else if (item.attachments.reduce((sum, a) => sum + a.size, 0) > ATTACHMENTS_MAX_BYTES)
    errors.attachments = GIFM_MESSAGES.attachmentsTooBig;
  return errors;
}

/** The request form's values the rules read: its items and its PO number (the comment is free). */
export type GifmFormValues = { items: ItemEntry[]; purchaseOrderNumber: string };

/**
 * The request form's validator (`submitGetItForMeRequest`): the PO number's and each item's errors at
 * `purchaseOrderNumber` and `items.<i>.<field>`, the paths the gateway answers them with; too few or too
 * many items at `items`.
 */
export function getItForMeFormErrors(values: GifmFormValues, lastPaidRequired: boolean): FormErrors {
  if (values.items.length === 0) return { items: GIFM_MESSAGES.noItems };
  if (values.items.length > MAX_ITEMS) return { items: GIFM_MESSAGES.tooManyItems };
  const errors: FormErrors = {};
  if (values.purchaseOrderNumber.trim().length > PO_MAX) errors.purchaseOrderNumber = GIFM_MESSAGES.poTooLong;
  values.items.forEach((item, i) => {
    for (const [field, message] of Object.entries(itemErrors(item, lastPaidRequired)))
      errors[`items.${i}.${field}`] = message;
  });
  return errors;
}
