// Sales reps R01..R40 (account-admin-calls §6, §7.2): each customer has an inside and an outside one,
// derived from its number so they never change. A rep's customers are those they are the inside rep of.
import { hash32 } from './prng.ts';
import { OPEN_BROWSE_CUSTOMERS } from './customers.ts';
import type { Customer } from './types.ts';

export const REP_COUNT = 40;

const repId = (n: number) => `R${String(n).padStart(2, '0')}`;
const insideNumber = (customerNumber: string) => (hash32(`in|${customerNumber}`) % REP_COUNT) + 1;

export const insideRepOf = (customerNumber: string): string => repId(insideNumber(customerNumber));
export const outsideRepOf = (customerNumber: string): string =>
  repId(((insideNumber(customerNumber) + 7) % REP_COUNT) + 1);

/** The customers a rep buys for: the open-browse house accounts have no rep. */
export const isRepCustomer = (repCode: string, customer: Customer): boolean =>
  !(OPEN_BROWSE_CUSTOMERS as readonly string[]).includes(customer.customer_number) &&
  insideRepOf(customer.customer_number) === repCode;
