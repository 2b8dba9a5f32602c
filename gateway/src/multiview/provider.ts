import type { GatewayContext } from '../context.ts';
import { searchCustomers, type CustomerSearch } from './multiview-provider.ts';

/** What other domains may ask of multiview, through `context.providers.multiview`. */
export type MultiviewProvider = {
  /**
   * Every customer but the excluded (open-browse) one whose number or name contains the term (at least 2
   * characters), at most 100, as the switcher's staff search finds them; the ERP allows it to staff with
   * multiview and to super administrators.
   */
  searchCustomers(term: string): Promise<CustomerSearch>;
};

export const multiviewProvider = (context: GatewayContext): MultiviewProvider => ({
  searchCustomers: (term) => searchCustomers(context, term),
});
