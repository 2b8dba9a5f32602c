// Validation rules of the specification shared by the gateway's providers. The web runs the same
// rules for feedback; the gateway is the authority.

/** E-mail: usual characters before @, then dot-separated labels of letters, digits and hyphens. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';
export const MAX_LINE_QUANTITY = 999_999;

export const isValidQuantity = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

/** 32 letters or digits: the spec's random order-session id, used as the idempotency key. */
export const ORDER_SESSION_PATTERN = /^[A-Za-z0-9]{32}$/;
