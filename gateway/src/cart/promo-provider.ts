import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpPromoCode } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { erpUserError, formUserErrors, userError } from '../common/errors.ts';
import { amount } from '../common/amount.ts';
import type { ApplyPromoCodeInput, RemovePromoCodeInput } from '../generated/resolvers-types.ts';
import { writeCart } from './cart-provider.ts';
import { normalizePromoCode, promoCodeFormErrors } from '@mro/rules/cart';
import { promoRefusal } from './promo-rules.ts';

const refused = (message: string) => ({ cart: null, userErrors: [userError('INVALID_INPUT', message, 'code')] });

export const applyPromoCode = async (context: GatewayContext, input: ApplyPromoCodeInput) => {
  const principal = requirePrincipal(context);
  const invalid = formUserErrors(promoCodeFormErrors(input));
  if (invalid.length > 0) return { cart: null, userErrors: invalid };
  const code = normalizePromoCode(input.code);
  let promo: ErpPromoCode | null;
  try {
    promo = await context.erp.get('/promo-code/{code}', { path: { code } });
  } catch (error) {
    if (!isErpStatus(error, 404)) return { cart: null, userErrors: [erpUserError(error, 'code')] };
    promo = null;
  }
  const cart = await context.providers.cart.loadCart();
  const refusal = promoRefusal(promo, cart.sub_total, (value) => amount(value, 'CURRENCY').display);
  if (refusal) return refused(refusal);
  const codes = [...new Set([...(cart.promo_codes ?? []), code])];
  return writeCart(context, principal.cartId, { promo_codes: codes });
};

export const removePromoCode = async (context: GatewayContext, input: RemovePromoCodeInput) => {
  const principal = requirePrincipal(context);
  const code = normalizePromoCode(input.code);
  const cart = await context.providers.cart.loadCart();
  return writeCart(context, principal.cartId, {
    promo_codes: (cart.promo_codes ?? []).filter((existing) => existing !== code),
  });
};

/** The live count is the same for every customer and changes rarely: one ERP call a minute for the store. */
export const PROMO_LIVE_COUNT_POLICY = { freshSeconds: 60, staleSeconds: 600 };

/**
 * Whether the cart offers its promo-code field: only while a code is live (GET /promo-codes/live-count).
 * Unknown (the ERP down, nothing cached) offers it: applying a code still checks it.
 */
export const promoCodesOffered = async (context: GatewayContext): Promise<boolean> => {
  // Guests have no promo codes (an account feature).
  if (!context.session) return false;
  requirePrincipal(context);
  try {
    const { live_count } = await context.cache.getOrLoad('promo', 'promo-live-count:v1', PROMO_LIVE_COUNT_POLICY, () =>
      context.erp.get('/promo-codes/live-count'),
    );
    return live_count > 0;
  } catch (error) {
    context.log.log('warn', 'promo live count unavailable', {
      requestId: context.requestId,
      error: (error as Error).message,
    });
    return true;
  }
};
