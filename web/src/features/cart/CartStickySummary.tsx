import { Button } from '../../ui/Button';
import { useMediaQuery } from '../../lib/useHydrated';
import { cartSummaryText } from './cartSummaryText';
import { useCheckout } from './useCheckout';

/** Phones: the narrow layout of the store's tables and forms. */
export const PHONE_QUERY = '(max-width: 759px)';

type Totals = { lineCount: number; itemCount: number; subtotal: { display: string } };

/**
 * On phones, the cart's total and Check Out stay at the bottom of the screen while the lines scroll past (a
 * 45-line cart otherwise puts Check Out some 18,000 px down). The same text as the Order Summary, and the
 * same checkout start and blocks; in a punch-out session (Transfer cart) only the total.
 */
export function CartStickySummary({ cart, disabled, guest }: { cart: Totals; disabled: boolean; guest: boolean }) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <StickySummary cart={cart} disabled={disabled} guest={guest} /> : null;
}

function StickySummary({ cart, disabled, guest }: { cart: Totals; disabled: boolean; guest: boolean }) {
  const { kind, punchOut, blocked, start } = useCheckout({ disabled, lineCount: cart.lineCount, guest });
  const text = cartSummaryText(cart);
  return (
    <section aria-label="Cart total" className="cart-sticky-summary">
      <p>
        <strong>{text.subtotal}</strong>
        <br />
        <span className="muted">{text.counts}</span>
      </p>
      {!punchOut && (
        <Button isDisabled={blocked} onPress={start}>
          {kind === 'ORDER' ? 'Check Out' : 'Get Quote'}
        </Button>
      )}
    </section>
  );
}
