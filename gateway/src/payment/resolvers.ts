import type { CardType, Resolvers } from '../generated/resolvers-types.ts';
import { loadPaymentOptions, removeSavedCard, selectPayment, updateSavedCard } from './payment-provider.ts';
import { addSavedCard, loadBillingInfo } from './billing-provider.ts';
import { billingInfoAddress } from '../erp/addresses.ts';

const CARD_TYPES: Record<string, CardType> = {
  Visa: 'VISA',
  MasterCard: 'MASTERCARD',
  'American Express': 'AMERICAN_EXPRESS',
};

export const paymentResolvers: Resolvers = {
  Query: {
    paymentOptions: (_parent, _args, context) => loadPaymentOptions(context),
    billingInfo: (_parent, _args, context) => loadBillingInfo(context),
  },
  Mutation: {
    selectPayment: (_parent, { input }, context) => selectPayment(context, input),
    updateSavedCard: (_parent, { input }, context) => updateSavedCard(context, input),
    removeSavedCard: (_parent, { input }, context) => removeSavedCard(context, input),
    addSavedCard: (_parent, { input }, context) => addSavedCard(context, input),
  },
  SavedCard: {
    title: (card) => card.Title,
    cardType: (card) => CARD_TYPES[card.card_type] as CardType,
    last4: (card) => card.card.slice(-4),
    expirationMonth: (card) => card.exp_month,
    expirationYear: (card) => card.exp_year,
    nickname: (card) => card.nick_name ?? null,
    isDefault: (card) => card.card_default,
    maskedNumber: (card) => card.card,
    nameOnCard: (card) => card.name,
    billingAddress: (card) => card.address ?? null,
    billingZip: (card) => card.zip ?? null,
  },
  Cart: {
    billing: (cart) => {
      const billing = cart.billing_info;
      const address = billingInfoAddress(billing);
      if (!billing?.payment_type || !address) return null;
      return {
        byCard: billing.payment_type === 'card',
        token: billing.token ?? null,
        cardTitle: billing.title ?? null,
        sameAsShipping: billing.same_as_shipping ?? false,
        address,
      };
    },
  },
};
