import { MULTIVIEW_MESSAGES } from '@mro/rules/multiview';
import { useMutationWithErrors } from './useMutationWithErrors';
import { SwitchCustomerDocument } from './SwitchCustomer.generated';

/**
 * Switches the customer the viewer buys for, then reloads the page: prices, catalogues, ship-tos and
 * the cart all belong to the new customer (storefront §6), so nothing cached may stay.
 */
export function useSwitchCustomer() {
  const mutation = useMutationWithErrors(SwitchCustomerDocument, (data) => data.switchCustomer, {
    failed: MULTIVIEW_MESSAGES.switchFailed,
  });
  return {
    ...mutation,
    switchTo: async (customerNumber: string) => {
      const outcome = await mutation.run({ variables: { input: { customerNumber } } });
      if (outcome.ok) window.location.reload();
      return outcome.ok;
    },
  };
}
