// The footer's newsletter sign-up (docs/spec/storefront.md §2.3, §7): the address, checked by the shared rule and
// throttled (each sign-up may mail the address), joins list 75798 through the ERP.
import type { GatewayContext } from '../context.ts';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import type { SubscribeToNewsletterInput, UserError } from '../generated/resolvers-types.ts';
import { NEWSLETTER_LIST_ID, NEWSLETTER_MESSAGES, newsletterFormErrors } from '@mro/rules/newsletter';
import { formUserErrors, userError } from '../common/errors.ts';
import { throttleAttempt } from '../security/throttle.ts';

export const subscribeToNewsletter = async (
  context: GatewayContext,
  input: SubscribeToNewsletterInput,
): Promise<{ message: string | null; userErrors: UserError[] }> => {
  const invalid = formUserErrors(newsletterFormErrors(input));
  if (invalid.length > 0) return { message: null, userErrors: invalid };
  const email = input.email.trim();
  const throttled = await throttleAttempt(context, 'newsletter', email.toLowerCase());
  if (throttled.length > 0) return { message: null, userErrors: throttled };
  try {
    await context.erp.post('/newsletter/subscribe', { body: { list_id: NEWSLETTER_LIST_ID, email } });
    return { message: NEWSLETTER_MESSAGES.subscribed, userErrors: [] };
  } catch (error) {
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError)
      return { message: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', NEWSLETTER_MESSAGES.failed)] };
    throw error;
  }
};
