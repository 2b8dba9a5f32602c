// Guest checkout rules (docs/spec/cart-checkout-orders.md §5, order details): contact and shipping address typed in.
import { EMAIL_INVALID, byField, isEmail, type FormErrors } from './common.ts';
import { ZIP_WRONG_COUNTRY, isZip, zipMatchesState } from './address.ts';

export const GUEST_ORDER_LIMITS = { name: 30, company: 40, phone: 25, address2: 40, city: 28, zip: 12 } as const;

export const GUEST_ORDER_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name may be at most ${GUEST_ORDER_LIMITS.name} characters.`,
  emailRequired: 'E-mail is required.',
  emailInvalid: EMAIL_INVALID,
  phoneTooLong: `Phone may be at most ${GUEST_ORDER_LIMITS.phone} characters.`,
  companyTooLong: `Company name may be at most ${GUEST_ORDER_LIMITS.company} characters.`,
  address1Required: 'Shipping address 1 is required.',
  address2TooLong: `Address 2 may be at most ${GUEST_ORDER_LIMITS.address2} characters.`,
  cityRequired: 'City is required.',
  cityTooLong: `City may be at most ${GUEST_ORDER_LIMITS.city} characters.`,
  stateRequired: 'State is required.',
  stateInvalid: 'Choose a state by its two-letter code.',
  zipRequired: 'Zip is required.',
  zipInvalid: 'Enter a zip code (12345 or 12345-6789) or a Canadian postal code.',
} as const;

export type GuestOrderFields = {
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
  companyName?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
};

export type GuestOrderProblem = { field: keyof GuestOrderFields; message: string };

const STATE = /^[A-Za-z]{2}$/;

/** Every problem of the form, in field order; empty when it may be submitted. */
export const checkGuestOrder = (fields: GuestOrderFields): GuestOrderProblem[] => {
  const problems: GuestOrderProblem[] = [];
  const add = (field: keyof GuestOrderFields, message: string) => problems.push({ field, message });
  const name = fields.contactName.trim();
  const email = fields.contactEmail.trim();
  const zip = fields.zip.trim();
  const state = fields.state.trim();
  if (!name) add('contactName', GUEST_ORDER_MESSAGES.nameRequired);
  else if (name.length > GUEST_ORDER_LIMITS.name) add('contactName', GUEST_ORDER_MESSAGES.nameTooLong);
  if (!email) add('contactEmail', GUEST_ORDER_MESSAGES.emailRequired);
  else if (!isEmail(email)) add('contactEmail', GUEST_ORDER_MESSAGES.emailInvalid);
  if ((fields.contactPhone ?? '').trim().length > GUEST_ORDER_LIMITS.phone)
    add('contactPhone', GUEST_ORDER_MESSAGES.phoneTooLong);
  if ((fields.companyName ?? '').trim().length > GUEST_ORDER_LIMITS.company)
    add('companyName', GUEST_ORDER_MESSAGES.companyTooLong);
  if (!fields.address1.trim()) add('address1', GUEST_ORDER_MESSAGES.address1Required);
  if ((fields.address2 ?? '').trim().length > GUEST_ORDER_LIMITS.address2)
    add('address2', GUEST_ORDER_MESSAGES.address2TooLong);
  if (!fields.city.trim()) add('city', GUEST_ORDER_MESSAGES.cityRequired);
  else if (fields.city.trim().length > GUEST_ORDER_LIMITS.city) add('city', GUEST_ORDER_MESSAGES.cityTooLong);
  if (!state) add('state', GUEST_ORDER_MESSAGES.stateRequired);
  else if (!STATE.test(state)) add('state', GUEST_ORDER_MESSAGES.stateInvalid);
  if (!zip) add('zip', GUEST_ORDER_MESSAGES.zipRequired);
  else if (!isZip(zip, GUEST_ORDER_LIMITS.zip)) add('zip', GUEST_ORDER_MESSAGES.zipInvalid);
  else if (state && !zipMatchesState(zip, state)) add('zip', ZIP_WRONG_COUNTRY);
  return problems;
};

/** The guest checkout form's validator (/cart/guest and `placeGuestOrder`): the first message by field. */
export const guestOrderFormErrors = (fields: GuestOrderFields): FormErrors<keyof GuestOrderFields> =>
  byField(checkGuestOrder(fields));
