// The account's billing page (account-admin-calls §2.4, §5 card form, §7.5, §8): the viewer's saved
// cards and a new card saved straight to the ERP's vault.
import type { GatewayContext } from '../context.ts';
import type { ErpPaymentOption, ErpUser } from '../erp/types.ts';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import type { ErpBody } from '../erp/erp-api.ts';
import { formUserErrors, toGraphQLError, unauthenticated, userError } from '../common/errors.ts';
import { isAdmin } from '../auth/account-access.ts';
import type { AddSavedCardInput } from '../generated/resolvers-types.ts';
import { ACCEPTED_CARD_TYPES, BILLING_MESSAGES, cardDigits, cardFormErrors, expirationYears } from '@mro/rules/payment';
import { savedCards } from './payment-provider.ts';
import { billingEditor } from './billing-access.ts';

const verified = async (context: GatewayContext, user: ErpUser): Promise<boolean> => {
  if (user.disable_cc) return false;
  try {
    return (await context.erp.post('/swp/site-verify', { body: { email: user.username, user_id: user.id } })).verified;
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) throw unauthenticated(error.message);
    return false;
  }
};

export async function loadBillingInfo(context: GatewayContext) {
  const user = await billingEditor(context);
  let cards: ErpPaymentOption[];
  try {
    cards = user.disable_cc ? [] : await savedCards(context);
  } catch (error) {
    throw toGraphQLError(error);
  }
  const available = await verified(context, user);
  return {
    savedCards: cards,
    newCardAvailable: available,
    newCardMessage: available ? null : BILLING_MESSAGES.formUnavailable,
    acceptedCardTypes: [...ACCEPTED_CARD_TYPES],
    expirationYears: expirationYears(),
    canSaveAsDefault: isAdmin(user),
  };
}

export async function addSavedCard(context: GatewayContext, input: AddSavedCardInput) {
  const user = await billingEditor(context);
  const refused = (...userErrors: ReturnType<typeof userError>[]) => ({ savedCards: null, userErrors });
  if (user.disable_cc) return refused(userError('FORBIDDEN', BILLING_MESSAGES.formUnavailable));
  if (input.makeDefault && !isAdmin(user))
    return refused(userError('FORBIDDEN', BILLING_MESSAGES.defaultOnlyAdmin, 'makeDefault'));
  const problems = formUserErrors(cardFormErrors(input));
  if (problems.length > 0) return refused(...problems);
  // The number goes to the ERP's vault in this one call and is never kept or logged by the store.
  const body: ErpBody<'post', '/payment-method'> = {
    user_id: user.id,
    name: input.nameOnCard.trim(),
    nick_name: input.nickname?.trim() || null,
    card_number: cardDigits(input.number),
    exp_month: input.expirationMonth,
    exp_year: input.expirationYear,
    cvv: input.securityCode.trim(),
    address: input.billingAddress.trim(),
    zip: input.zip.trim(),
    card_default: input.makeDefault,
  };
  try {
    await context.erp.post('/payment-method', { body });
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) throw unauthenticated(error.message);
    if (error instanceof ErpHttpError && error.status < 500)
      return refused(userError('REJECTED', BILLING_MESSAGES.requestFailed(error.message)));
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError)
      return refused(userError('UPSTREAM_UNAVAILABLE', BILLING_MESSAGES.notSaved));
    throw toGraphQLError(error);
  }
  try {
    return { savedCards: await savedCards(context), userErrors: [] };
  } catch (error) {
    throw toGraphQLError(error);
  }
}
