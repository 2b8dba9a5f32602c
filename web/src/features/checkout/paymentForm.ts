import { paymentFormErrors } from '@mro/rules/payment';
import type { SelectPaymentInput } from '../../generated/graphql';
import type { AddressFieldsFragment } from '../../lib/Address.generated';
import type { CheckoutPaymentQuery } from './Payment.generated';
import { streetAddressInput, type StreetAddress } from '../../lib/forms/streetAddress';

// The payment step's form (cart-checkout-orders §5): it starts from the cart being checked out; a new
// card's number lives only here and is cleared once the step is saved.

export const ON_ACCOUNT = 'account';

export type NewCard = {
  nameOnCard: string;
  number: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  saveForLater: boolean;
};
export const EMPTY_CARD: NewCard = {
  nameOnCard: '',
  number: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  saveForLater: false,
};

export type Billing = StreetAddress & { name: string };
export const toBilling = (a: AddressFieldsFragment): Billing => ({
  name: a.name ?? '',
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  state: a.state,
  zip: a.zip,
});

export type PaymentFormValues = {
  /** A saved card's token, the new-card token, or ON_ACCOUNT. */
  choice: string;
  newCard: NewCard;
  sameAsShipping: boolean;
  /** The typed billing address (kept while locked, so unticking same-as-shipping gives it back). */
  billingAddress: Billing;
};

function initialChoice(data: CheckoutPaymentQuery): string {
  const options = data.paymentOptions;
  const billing = data.cart?.billing;
  if (billing?.byCard && billing.token && options.savedCards.some((c) => c.token === billing.token))
    return billing.token;
  if (billing && !billing.byCard && !options.cardRequired) return ON_ACCOUNT;
  if (options.cardsDisabled) return ON_ACCOUNT;
  return (
    options.savedCards.find((c) => c.isDefault)?.token ?? (options.newCardAvailable ? options.newCardToken : ON_ACCOUNT)
  );
}

export const initialPayment = (data: CheckoutPaymentQuery): PaymentFormValues => ({
  choice: initialChoice(data),
  newCard: EMPTY_CARD,
  sameAsShipping: data.cart?.billing?.sameAsShipping ?? Boolean(data.cart?.shipping?.address),
  billingAddress: toBilling(data.cart?.billing?.address ?? data.paymentOptions.billTo),
});

/** Locked: the shipping address when same-as-shipping, the customer's bill-to when billing edits are not allowed. */
export const billingLocked = (data: CheckoutPaymentQuery, sameAsShipping: boolean) =>
  sameAsShipping || !data.paymentOptions.billingEditable;

const cardOf = (card: NewCard) => ({
  nameOnCard: card.nameOnCard,
  number: card.number,
  expirationMonth: Number(card.expirationMonth),
  expirationYear: Number(card.expirationYear),
  securityCode: card.securityCode,
});

/** The mutation's input: the new card only when paying with it, the typed billing address only when not locked. */
export const paymentInput = (data: CheckoutPaymentQuery, values: PaymentFormValues): SelectPaymentInput => {
  const typed = values.billingAddress;
  const newCard = values.choice === data.paymentOptions.newCardToken;
  return {
    token: values.choice === ON_ACCOUNT ? null : values.choice,
    newCard: newCard ? { ...cardOf(values.newCard), saveForLater: values.newCard.saveForLater } : null,
    sameAsShipping: values.sameAsShipping,
    billingAddress: billingLocked(data, values.sameAsShipping)
      ? null
      : { ...streetAddressInput(typed), name: typed.name.trim() || null },
  };
};

/** The form's validator: `paymentFormErrors` (which `selectPayment` runs too) on what would be sent. */
export const paymentValidator = (data: CheckoutPaymentQuery) => (values: PaymentFormValues) => {
  const input = paymentInput(data, values);
  return paymentFormErrors({ newCard: input.newCard, billingAddress: input.billingAddress });
};
