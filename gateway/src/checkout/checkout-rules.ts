import type { ErpShipTo } from '../erp/types.ts';
import type { UpdateCheckoutDetailsInput, UserError } from '../generated/resolvers-types.ts';
import { userError } from '../common/errors.ts';
import { isEmail } from '../common/validation.ts';

// Order details rules (cart-checkout-orders §5).
export const CHECKOUT_LIMITS = { name: 30, po: 22, phone: 25 } as const;
export const MAX_SHIP_TOS = 50;

export const CHECKOUT_MESSAGES = {
  shipToRequired: 'Choose a ship-to address.',
  shipToUnknown: 'That ship-to address is not one of yours.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name may be at most ${CHECKOUT_LIMITS.name} characters.`,
  emailRequired: 'E-mail is required.',
  emailInvalid: 'Please enter a valid e-mail address.',
  phoneTooLong: `Phone may be at most ${CHECKOUT_LIMITS.phone} characters.`,
  poTooLong: `PO may be at most ${CHECKOUT_LIMITS.po} characters.`,
  poRequired: 'A PO number is required for this ship-to.',
  departmentRequired: 'Choose a department.',
  departmentUnknown: 'That department is not one of yours.',
} as const;

export const validateCheckoutDetails = (
  input: UpdateCheckoutDetailsInput,
  shipTo: ErpShipTo | undefined,
): UserError[] => {
  const errors: UserError[] = [];
  const name = input.contactName.trim();
  const email = input.contactEmail.trim();
  const po = (input.purchaseOrderNumber ?? '').trim();
  if (!input.shipToId) errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.shipToRequired, 'shipToId'));
  else if (!shipTo) errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.shipToUnknown, 'shipToId'));
  if (!name) errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.nameRequired, 'contactName'));
  else if (name.length > CHECKOUT_LIMITS.name)
    errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.nameTooLong, 'contactName'));
  if (!email) errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.emailRequired, 'contactEmail'));
  else if (!isEmail(email)) errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.emailInvalid, 'contactEmail'));
  if ((input.contactPhone ?? '').length > CHECKOUT_LIMITS.phone) {
    errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.phoneTooLong, 'contactPhone'));
  }
  if (po.length > CHECKOUT_LIMITS.po)
    errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.poTooLong, 'purchaseOrderNumber'));
  else if (!po && shipTo?.poreqfl)
    errors.push(userError('INVALID_INPUT', CHECKOUT_MESSAGES.poRequired, 'purchaseOrderNumber'));
  return errors;
};
