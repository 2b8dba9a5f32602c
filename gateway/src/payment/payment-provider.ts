import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpBillingInfo, ErpCart, ErpPaymentOption } from '../erp/types.ts';
import { ErpHttpError } from '../erp/errors.ts';
import type { ErpBody } from '../erp/erp-api.ts';
import { erpUserError, formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import type {
  SelectPaymentInput,
  UpdateSavedCardInput,
  RemoveSavedCardInput,
  UserError,
} from '../generated/resolvers-types.ts';
import {
  ACCEPTED_CARD_TYPES,
  NEW_CARD_TOKEN,
  PAYMENT_MESSAGES,
  cardDigits,
  expirationYears,
  paymentFormErrors,
} from '@mro/rules/payment';
import { billingEditor } from './billing-access.ts';
import { customerMasterAddress, shippingInfoAddress, type StoreAddress } from '../erp/addresses.ts';

export const CARD_REQUIRED = 'A credit card is required for this account.';
export const CARDS_DISABLED = 'Card payments are disabled for this account.';
export const NO_SHIPPING_YET = 'Choose a ship-to address first (Order Details).';
export const UNKNOWN_CARD = 'That card is not one of your saved cards.';

export const savedCards = async (context: GatewayContext): Promise<ErpPaymentOption[]> => {
  const principal = requirePrincipal(context);
  return context.erp.get('/tokens/user/{user_id}', { path: { user_id: principal.userId } });
};

const customerBillTo = async (context: GatewayContext): Promise<StoreAddress> => {
  const principal = requirePrincipal(context);
  return customerMasterAddress(await context.erp.get('/user/customerMaster/{id}', { path: { id: principal.userId } }));
};

/** Whether the ERP lets the card form load for the viewer (the payment widget check). */
const verifyPaymentForm = async (context: GatewayContext, email: string, userId: number): Promise<boolean> => {
  try {
    const result = await context.erp.post('/swp/site-verify', { body: { email, user_id: userId } });
    return result.verified;
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    return false;
  }
};

export const loadPaymentOptions = async (context: GatewayContext) => {
  const principal = requirePrincipal(context);
  try {
    const user = await context.loaders.user.load(principal.userId);
    const [cards, billTo, verified] = await Promise.all([
      user.disable_cc ? Promise.resolve([]) : savedCards(context),
      customerBillTo(context),
      user.disable_cc ? Promise.resolve(false) : verifyPaymentForm(context, user.username, user.id),
    ]);
    return {
      savedCards: cards,
      newCardToken: NEW_CARD_TOKEN,
      cardRequired: user.require_cc === true && user.disable_cc !== true,
      cardsDisabled: user.disable_cc === true,
      newCardAvailable: verified,
      newCardMessage: !user.disable_cc && !verified ? PAYMENT_MESSAGES.paymentFormUnavailable : null,
      billingEditable: user.can_edit_bill_to === true,
      billTo,
      acceptedCardTypes: [...ACCEPTED_CARD_TYPES],
      expirationYears: expirationYears(),
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
};

const refused = (errors: UserError[]) => ({ cart: null, userErrors: errors });

/** The card to pay with: a saved card of the viewer, or a new card exchanged for an ERP token. */
const cardFor = async (
  context: GatewayContext,
  input: SelectPaymentInput,
  billing: StoreAddress,
): Promise<{ card: ErpPaymentOption; oneTime: boolean } | UserError[]> => {
  const principal = requirePrincipal(context);
  if (input.token !== NEW_CARD_TOKEN) {
    const card = (await savedCards(context)).find((candidate) => candidate.token === input.token);
    return card ? { card, oneTime: false } : [userError('NOT_FOUND', UNKNOWN_CARD, 'token')];
  }
  const entered = input.newCard;
  if (!entered) return [userError('INVALID_INPUT', 'Enter the new card.', 'newCard')];
  const problems = formUserErrors(paymentFormErrors({ newCard: entered }));
  if (problems.length > 0) return problems;
  const save = entered.saveForLater;
  try {
    // The number goes to the ERP's vault in this one call and is never kept or logged by the store.
    const body: ErpBody<'post', '/payment-method'> = {
      user_id: principal.userId,
      name: entered.nameOnCard.trim(),
      card_number: cardDigits(entered.number),
      exp_month: entered.expirationMonth,
      exp_year: entered.expirationYear,
      cvv: entered.securityCode.trim(),
      address: billing.line1,
      zip: billing.zip,
      card_default: false,
    };
    const card = await (save ? context.erp.post('/payment-method', { body }) : context.erp.post('/tokens', { body }));
    return { card, oneTime: !save };
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 400) return [userError('REJECTED', error.message, 'newCard')];
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    return [userError('UPSTREAM_UNAVAILABLE', PAYMENT_MESSAGES.billingNotSaved)];
  }
};

/** A one-time token the buyer replaced is forgotten by the ERP; failing to forget it is harmless (it expires unused). */
const forgetOneTimeToken = async (
  context: GatewayContext,
  previous: ErpBillingInfo | undefined,
  keep: string | null,
) => {
  if (!previous?.one_time || !previous.token || previous.token === keep) return;
  try {
    await context.erp.delete('/tokens/{id}', { path: { id: previous.token } });
  } catch (error) {
    context.log.log('warn', 'one-time payment token not forgotten', {
      requestId: context.requestId,
      error: (error as Error).message,
    });
  }
};

export const selectPayment = async (context: GatewayContext, input: SelectPaymentInput) => {
  const principal = requirePrincipal(context);
  let user;
  let cart: ErpCart;
  try {
    [user, cart] = await Promise.all([context.loaders.user.load(principal.userId), context.providers.cart.loadCart()]);
  } catch (error) {
    return refused([erpUserError(error)]);
  }
  const byCard = input.token !== null && input.token !== undefined && input.token !== '';
  if (!byCard && user.require_cc && !user.disable_cc)
    return refused([userError('INVALID_INPUT', CARD_REQUIRED, 'token')]);
  if (byCard && user.disable_cc) return refused([userError('FORBIDDEN', CARDS_DISABLED, 'token')]);
  const shipping = cart.shipping_info;
  let billing: StoreAddress;
  if (input.sameAsShipping) {
    const shippingAddress = shippingInfoAddress(shipping);
    if (!shipping.ship_to_id || !shippingAddress) {
      return refused([userError('INVALID_INPUT', NO_SHIPPING_YET, 'sameAsShipping')]);
    }
    billing = shippingAddress;
  } else if (!user.can_edit_bill_to || !input.billingAddress) {
    // Not editable: the customer's bill-to, whatever the client sent.
    try {
      billing = await customerBillTo(context);
    } catch (error) {
      return refused([erpUserError(error)]);
    }
  } else {
    const typed = input.billingAddress;
    const problems = formUserErrors(paymentFormErrors({ billingAddress: typed }));
    if (problems.length > 0) return refused(problems);
    billing = {
      name: typed.name?.trim() || null,
      line1: typed.line1.trim(),
      line2: typed.line2?.trim() || null,
      city: typed.city.trim(),
      state: typed.state.trim(),
      zip: typed.zip.trim(),
    };
  }
  let chosen: { card: ErpPaymentOption; oneTime: boolean } | null = null;
  if (byCard) {
    try {
      const found = await cardFor(context, input, billing);
      if (Array.isArray(found)) return refused(found);
      chosen = found;
    } catch (error) {
      return refused([erpUserError(error)]);
    }
  }
  await forgetOneTimeToken(context, cart.billing_info, chosen?.card.token ?? null);
  return context.providers.cart.writeCart(principal.cartId, {
    billing_info: {
      payment_type: chosen ? 'card' : 'account',
      token: chosen?.card.token ?? null,
      title: chosen?.card.Title ?? null,
      one_time: chosen?.oneTime ?? null,
      card_type: chosen?.card.card_type ?? null,
      exp_month: chosen?.card.exp_month ?? null,
      exp_year: chosen?.card.exp_year ?? null,
      same_as_shipping: input.sameAsShipping,
      name: billing.name,
      address1: billing.line1,
      address2: billing.line2,
      city: billing.city,
      state: billing.state,
      zip: billing.zip,
    },
  });
};

const cardsPayload = async (context: GatewayContext) => ({ savedCards: await savedCards(context), userErrors: [] });

/** Changing saved cards is the billing page's (§6: can_edit_bill_to, not punch-out): FORBIDDEN otherwise. */
export const updateSavedCard = async (context: GatewayContext, input: UpdateSavedCardInput) => {
  await billingEditor(context);
  try {
    await context.erp.put('/tokens/{id}', {
      path: { id: input.token },
      body: {
        ...(input.nickname === undefined || input.nickname === null
          ? {}
          : { nick_name: input.nickname.trim() || null }),
        ...(input.makeDefault ? { card_default: true } : {}),
      },
    });
    return await cardsPayload(context);
  } catch (error) {
    return { savedCards: null, userErrors: [erpUserError(error, 'token')] };
  }
};

export const removeSavedCard = async (context: GatewayContext, input: RemoveSavedCardInput) => {
  await billingEditor(context);
  try {
    const card = (await savedCards(context)).find((candidate) => candidate.token === input.token);
    if (!card) return { savedCards: null, userErrors: [userError('NOT_FOUND', UNKNOWN_CARD, 'token')] };
    await context.erp.delete('/payment-method/{id}', { path: { id: card.id } });
    // The default's removal would leave none (express checkout pays with it): the first card left takes its place.
    if (card.card_default) {
      const [next] = await savedCards(context);
      if (next && !next.card_default)
        await context.erp.put('/tokens/{id}', { path: { id: next.token }, body: { card_default: true } });
    }
    return await cardsPayload(context);
  } catch (error) {
    return { savedCards: null, userErrors: [erpUserError(error, 'token')] };
  }
};
