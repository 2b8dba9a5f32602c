// What several domains' rules share: the e-mail pattern and the wording of generic field messages.

/** E-mail (storefront §5): usual characters before @, then dot-separated labels of letters, digits and hyphens. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

export const EMAIL_INVALID = 'Please enter a valid e-mail address.';

/** '{label} is required.' */
export const requiredMessage = (label: string): string => `${label} is required.`;

/** '{label} may be at most {max} characters.' */
export const tooLongMessage = (label: string, max: number): string => `${label} may be at most ${max} characters.`;

/** One problem with one field of a form; the gateway answers it as a user error with that field. */
export type RuleError = { field: string; message: string };

/**
 * A form's validator answers its errors by field (the first message of each): the form shows them
 * beside its fields, the gateway answers them as user errors of the same mutation input.
 */
export type FormErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first message of each field, in the order the rules found them. */
export const byField = <Field extends string>(errors: readonly RuleError[]): FormErrors<Field> => {
  const out: FormErrors<Field> = {};
  for (const { field, message } of errors) out[field as Field] ??= message;
  return out;
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// Units are counted, not measured (cart-checkout-orders §9: "unit counts"): a fraction the ERP's
// arithmetic leaves (166.89) reads as the whole count it rounds to.
const unitCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** How an amount reads: `$1,234.50` in dollars, `12 units` / `1 unit` (whole units) for units-mode customers. */
export const formatAmount = (value: number, mode: 'CURRENCY' | 'UNITS'): string => {
  if (mode === 'CURRENCY') return currency.format(value);
  const count = unitCount.format(value);
  return `${count} ${count === '1' ? 'unit' : 'units'}`;
};

/**
 * A phone number as the forms show and store it (storefront §5, register: "phone max 25 (formatted)"):
 * ten digits read (555) 123-4567, eleven starting with 1 read 1 (555) 123-4567, whatever punctuation was
 * typed. Anything else (an international number, letters) is kept as typed, trimmed.
 */
export const formatPhone = (typed: string): string => {
  const text = typed.trim();
  if (!/^[\d\s().+-]*$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  const us = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (digits.length === 10) return us(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `1 ${us(digits.slice(1))}`;
  return text;
};
