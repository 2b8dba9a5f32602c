// The account's shipping addresses page (account-admin-calls §2.4, §5, §8, §9): the form's rules, the
// maximum, and the messages the page and the gateway both show.
import { byField, type FormErrors, type RuleError } from './common.ts';
import { ADDRESS_LIMITS, SHIPPING_ZIP_MAX, ZIP_WRONG_COUNTRY, isZip, zipMatchesState } from './address.ts';

/** At most 50 shipping addresses (§9 "Maximum ship-tos 50"). */
export const MAX_SHIPPING_ADDRESSES = 50;
export const SHIPPING_ADDRESS_LIMITS = {
  companyName: 60,
  line1: 100,
  line2: ADDRESS_LIMITS.line2,
  city: ADDRESS_LIMITS.city,
  zip: SHIPPING_ZIP_MAX,
} as const;

export const SHIPPING_MESSAGES = {
  // §8, in the specification's words.
  saveFailed: 'An error occurred while attempting to save. Please try again later.',
  deleteFailed: 'An error occurred while attempting to delete. Please try again later.',
  notSaved: 'Error saving shipping address',
  // Chosen for the page where the specification is silent.
  saved: 'Shipping address saved.',
  deleted: 'Shipping address deleted.',
  empty: 'You have no saved shipping addresses.',
  notFound: 'That shipping address was not found.',
  notAllowed: 'You may not edit shipping addresses.',
  tooMany: `You may have at most ${MAX_SHIPPING_ADDRESSES} shipping addresses. Delete one to add another.`,
  companyNameTooLong: `Company name may be at most ${SHIPPING_ADDRESS_LIMITS.companyName} characters.`,
  line1Required: 'Address 1 is required.',
  line1TooLong: `Address 1 may be at most ${SHIPPING_ADDRESS_LIMITS.line1} characters.`,
  line2TooLong: `Address 2 may be at most ${SHIPPING_ADDRESS_LIMITS.line2} characters.`,
  cityTooLong: `City may be at most ${SHIPPING_ADDRESS_LIMITS.city} characters.`,
  stateRequired: 'State is required.',
  stateInvalid: 'Choose a state or province.',
  zipRequired: 'ZIP code is required.',
  zipInvalid: 'Enter a ZIP code (12345, 123456789 or 12345-6789) or a Canadian postal code (A1A 1A1).',
} as const;

export type ShippingAddressValues = {
  companyName?: string | null;
  line1: string;
  line2?: string | null;
  city?: string | null;
  state: string;
  zip: string;
};

/** §5: address 1, state and zip required; city at most 28; the zip forms (5, 9, 5-4 digits or Canadian). */
export function checkShippingAddressForm(values: ShippingAddressValues): RuleError[] {
  const errors: RuleError[] = [];
  const line1 = values.line1.trim();
  if ((values.companyName ?? '').trim().length > SHIPPING_ADDRESS_LIMITS.companyName)
    errors.push({ field: 'companyName', message: SHIPPING_MESSAGES.companyNameTooLong });
  if (!line1) errors.push({ field: 'line1', message: SHIPPING_MESSAGES.line1Required });
  else if (line1.length > SHIPPING_ADDRESS_LIMITS.line1)
    errors.push({ field: 'line1', message: SHIPPING_MESSAGES.line1TooLong });
  if ((values.line2 ?? '').trim().length > SHIPPING_ADDRESS_LIMITS.line2)
    errors.push({ field: 'line2', message: SHIPPING_MESSAGES.line2TooLong });
  if ((values.city ?? '').trim().length > SHIPPING_ADDRESS_LIMITS.city)
    errors.push({ field: 'city', message: SHIPPING_MESSAGES.cityTooLong });
  const state = values.state.trim();
  if (!state) errors.push({ field: 'state', message: SHIPPING_MESSAGES.stateRequired });
  else if (!/^[A-Za-z]{2}$/.test(state)) errors.push({ field: 'state', message: SHIPPING_MESSAGES.stateInvalid });
  const zip = values.zip.trim();
  if (!zip) errors.push({ field: 'zip', message: SHIPPING_MESSAGES.zipRequired });
  else if (!isZip(zip, SHIPPING_ADDRESS_LIMITS.zip))
    errors.push({ field: 'zip', message: SHIPPING_MESSAGES.zipInvalid });
  else if (state && !zipMatchesState(zip, state)) errors.push({ field: 'zip', message: ZIP_WRONG_COUNTRY });
  return errors;
}

/** The shipping address form's validator (the page's form and `createShippingAddress`/`updateShippingAddress`). */
export const shippingAddressFormErrors = (
  values: ShippingAddressValues,
): FormErrors<'companyName' | 'line1' | 'line2' | 'city' | 'state' | 'zip'> =>
  byField(checkShippingAddressForm(values));
