// Typed postal addresses (cart-checkout-orders §5): the billing address at /cart/payment and a new ship-to
// typed at /cart/order. The guest form's own contact-and-address rules are in guest.ts.
import type { RuleError } from './common.ts';

/** A zip of an accepted form whose country is not the state's (issue 32: K1A 0B1 was accepted with OH). */
export const ZIP_WRONG_COUNTRY = 'A Canadian postal code goes with a Canadian province, a ZIP code with a US state.';

export const ADDRESS_LIMITS = { line2: 40, city: 28 } as const;
export const BILLING_ZIP_MAX = 10;
export const SHIPPING_ZIP_MAX = 12;

export const ADDRESS_MESSAGES = {
  line1Required: 'Address 1 is required.',
  line2TooLong: `Address 2 may be at most ${ADDRESS_LIMITS.line2} characters.`,
  cityRequired: 'City is required.',
  cityTooLong: `City may be at most ${ADDRESS_LIMITS.city} characters.`,
  stateRequired: 'State is required.',
  zipRequired: 'ZIP code is required.',
  zipInvalid: 'Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code.',
  zipWrongCountry: ZIP_WRONG_COUNTRY,
} as const;

/** The zip forms the product accepts: 5 digits, 9 digits, 5-4 digits, or a Canadian postal code (A1A 1A1). */
export const ZIP_PATTERN = /^(\d{5}|\d{9}|\d{5}-\d{4}|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;

/** Canada's provinces and territories, the states a Canadian postal code goes with. */
export const CANADIAN_PROVINCES: readonly string[] = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
];
const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/** Whether a zip of an accepted form and a state are of one country: a postal code with a province, a ZIP with a state. */
export const zipMatchesState = (zip: string, state: string): boolean =>
  CANADIAN_POSTAL_CODE.test(zip.trim()) === CANADIAN_PROVINCES.includes(state.trim().toUpperCase());

/** A zip as typed (trimmed): at most `max` characters and one of the accepted forms. */
export const isZip = (zip: string, max: number): boolean => zip.length <= max && ZIP_PATTERN.test(zip);

export type AddressValues = { line1: string; line2?: string | null; city: string; state: string; zip: string };

/** Billing: address 1, city, state and zip required; address 2 at most 40, city 28, zip 10. */
export const checkBillingAddress = (address: AddressValues): RuleError[] =>
  checkAddress(address, 'billingAddress', BILLING_ZIP_MAX);

/** A shipping address typed at /cart/order: the billing rules with a zip of at most 12. */
export const checkShippingAddress = (address: AddressValues): RuleError[] =>
  checkAddress(address, 'newShipTo', SHIPPING_ZIP_MAX);

function checkAddress(address: AddressValues, prefix: string, zipMax: number): RuleError[] {
  const errors: RuleError[] = [];
  const at = (field: string) => `${prefix}.${field}`;
  if (!address.line1.trim()) errors.push({ field: at('line1'), message: ADDRESS_MESSAGES.line1Required });
  if ((address.line2 ?? '').trim().length > ADDRESS_LIMITS.line2)
    errors.push({ field: at('line2'), message: ADDRESS_MESSAGES.line2TooLong });
  const city = address.city.trim();
  if (!city) errors.push({ field: at('city'), message: ADDRESS_MESSAGES.cityRequired });
  else if (city.length > ADDRESS_LIMITS.city) errors.push({ field: at('city'), message: ADDRESS_MESSAGES.cityTooLong });
  if (!address.state.trim()) errors.push({ field: at('state'), message: ADDRESS_MESSAGES.stateRequired });
  const zip = address.zip.trim();
  if (!zip) errors.push({ field: at('zip'), message: ADDRESS_MESSAGES.zipRequired });
  else if (!isZip(zip, zipMax)) errors.push({ field: at('zip'), message: ADDRESS_MESSAGES.zipInvalid });
  else if (address.state.trim() && !zipMatchesState(zip, address.state))
    errors.push({ field: at('zip'), message: ADDRESS_MESSAGES.zipWrongCountry });
  return errors;
}
