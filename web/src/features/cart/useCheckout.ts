import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CheckoutStep, setProgress } from '../../lib/checkoutProgress';
import { CheckoutActionsDocument } from './CheckoutActions.generated';

/**
 * What starts checkout and what blocks it: the cart's kind (Check Out or Get Quote), a units-mode line
 * without units, a user without "Can submit orders". The Order Summary's actions and the phone's sticky
 * summary both ask here, so they agree.
 */
export function useCheckout({ disabled, lineCount, guest }: { disabled: boolean; lineCount: number; guest: boolean }) {
  const navigate = useNavigate();
  // Express checkout and cart kinds are for signed-in buyers; a guest's cart is always an order.
  const { data, refetch } = useQuery(CheckoutActionsDocument, { fetchPolicy: 'network-only', skip: guest });
  // A removed line may have been the one without units: ask again when the lines change.
  const shownLines = useRef(lineCount);
  useEffect(() => {
    if (guest || shownLines.current === lineCount) return;
    shownLines.current = lineCount;
    void refetch();
  }, [guest, lineCount, refetch]);
  const unitsMissing = data?.cart?.unitsMissing ?? false;
  const ordersRefused = !guest && data?.viewer?.permissions.canSubmitOrders === false;
  return {
    data,
    kind: data?.cart?.kind ?? 'ORDER',
    unitsMissing,
    ordersRefused,
    punchOut: data?.viewer?.sessionMode === 'PUNCH_OUT',
    blocked: disabled || unitsMissing || ordersRefused,
    start: () => {
      setProgress(CheckoutStep.order);
      void navigate(guest ? '/cart/log-in' : '/cart/order');
    },
  };
}
