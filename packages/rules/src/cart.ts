// The cart (cart-checkout-orders §5): promo codes, and sharing the cart with colleagues.
import { isEmail, type FormErrors } from './common.ts';

export const EMPTY_CART = 'Your cart is empty.';

export const MAX_PROMO_CODE_LENGTH = 40;

/** Lines one add to the cart takes; a longer list (a shared cart being copied) goes in several. */
export const MAX_LINES_PER_ADD = 500;

/** Promo codes are trimmed and upper-cased. */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

export const PROMO_MESSAGES = {
  // The spec's (cart-checkout-orders, the messages by area).
  invalid: 'Invalid promo code',
  // The store's own: the spec has no message for an empty field.
  required: 'Enter a promo code.',
} as const;

/** The promo-code field's validator (the cart summary and `applyPromoCode`): a code, of letters, digits, - and _. */
export const promoCodeFormErrors = (values: { code: string }): FormErrors<'code'> => {
  const code = normalizePromoCode(values.code);
  if (!code) return { code: PROMO_MESSAGES.required };
  return code.length > MAX_PROMO_CODE_LENGTH || !/^[A-Z0-9_-]+$/.test(code) ? { code: PROMO_MESSAGES.invalid } : {};
};

export const MAX_SHARE_RECIPIENTS = 10;

export const SHARE_MESSAGES = {
  noRecipients: 'Enter the e-mail address of at least one colleague.',
  tooMany: `Share with at most ${MAX_SHARE_RECIPIENTS} colleagues at a time.`,
  invalidEmail: (value: string) => `${value} is not a valid e-mail address.`,
} as const;

/** The colleagues' addresses as the cart is shared with them: trimmed, lower-cased, each once. */
export const shareRecipients = (values: readonly string[]): string[] => [
  ...new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean)),
];

/** Why the cart cannot be shared with these recipients (from shareRecipients), or null when it can. */
export const shareRecipientsError = (recipients: readonly string[]): string | null => {
  if (recipients.length === 0) return SHARE_MESSAGES.noRecipients;
  if (recipients.length > MAX_SHARE_RECIPIENTS) return SHARE_MESSAGES.tooMany;
  const invalid = recipients.find((value) => !isEmail(value));
  return invalid === undefined ? null : SHARE_MESSAGES.invalidEmail(invalid);
};

/** The share-cart form's validator (the cart's Share Cart dialog and `shareCart`): the recipients as typed. */
export const shareCartFormErrors = (values: { recipients: readonly string[] }): FormErrors<'recipients'> => {
  const problem = shareRecipientsError(shareRecipients(values.recipients));
  return problem ? { recipients: problem } : {};
};

/** The account's Shared Carts page (cart-checkout-orders §8; account-admin-calls §6). */
export const SHARED_CART_MESSAGES = {
  notFound: 'Unable to find shared carts.',
  notInPunchOut: 'Shared carts are not available in a punch-out session.',
} as const;
