import { useEffect, useState, type RefObject } from 'react';
import { Button } from '../../ui/Button';
import { useMediaQuery } from '../../lib/useHydrated';
import { cartSummaryText } from './cartSummaryText';
import { useCheckout } from './useCheckout';

/** Phones: the narrow layout of the store's tables and forms. */
export const PHONE_QUERY = '(max-width: 759px)';

type Totals = { lineCount: number; itemCount: number; subtotal: { display: string } };
type Props = {
  cart: Totals;
  disabled: boolean;
  guest: boolean;
  /** The Order Summary's own checkout actions. */
  summaryCheckout: RefObject<HTMLElement | null>;
};

/**
 * On phones, the cart's total and Check Out stay at the bottom of the screen while the lines scroll past (a
 * 45-line cart otherwise puts Check Out some 18,000 px down). The same text as the Order Summary, and the
 * same checkout start and blocks; in a punch-out session (Transfer cart) only the total.
 */
export function CartStickySummary({ summaryCheckout, ...props }: Props) {
  const phone = useMediaQuery(PHONE_QUERY);
  const covered = useOnScreen(summaryCheckout, phone);
  return phone ? <StickySummary {...props} covered={covered} /> : null;
}

/**
 * Whether the element is on screen. False until the browser says otherwise (and without
 * IntersectionObserver), so the server's page and the hydrating render agree.
 */
function useOnScreen(target: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, [target, watching]);
  return onScreen;
}

function StickySummary({ cart, disabled, guest, covered }: Omit<Props, 'summaryCheckout'> & { covered: boolean }) {
  const { kind, punchOut, blocked, start } = useCheckout({ disabled, lineCount: cart.lineCount, guest });
  const text = cartSummaryText(cart);
  // While the Order Summary's own Check Out is on screen, this one would be a second button of the same
  // name to a screen reader and the keyboard: out of both (inert) and out of sight. Kept in the layout, so
  // the page does not jump as it steps aside.
  return (
    <section
      aria-label="Cart total"
      className={covered ? 'cart-sticky-summary cart-sticky-summary-covered' : 'cart-sticky-summary'}
      aria-hidden={covered || undefined}
      inert={covered}
    >
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
