import type { Resolvers } from './generated/resolvers-types.ts';
import { accountResolvers } from './account/resolvers.ts';
import { authResolvers } from './auth/resolvers.ts';
import { cartResolvers } from './cart/resolvers.ts';
import { catalogResolvers } from './catalog/resolvers.ts';
import { checkoutResolvers } from './checkout/resolvers.ts';
import { ordersResolvers } from './orders/resolvers.ts';
import { pricingResolvers } from './pricing/resolvers.ts';
import { invoicesResolvers } from './invoices/resolvers.ts';
import { approvalsResolvers } from './approvals/resolvers.ts';
import { cartRequestResolvers } from './approvals/desk-resolvers.ts';
import { udfResolvers } from './udf/resolvers.ts';
import { registrationResolvers } from './registration/resolvers.ts';
import { contentResolvers } from './content/resolvers.ts';
import { listsResolvers } from './lists/resolvers.ts';
import { gifmResolvers } from './gifm/resolvers.ts';
import { guestResolvers } from './guest/resolvers.ts';
import { shareResolvers } from './cart/share-resolvers.ts';
import { paymentResolvers } from './payment/resolvers.ts';

const domains: Resolvers[] = [
  accountResolvers,
  authResolvers,
  cartResolvers,
  catalogResolvers,
  checkoutResolvers,
  ordersResolvers,
  pricingResolvers,
  invoicesResolvers,
  approvalsResolvers,
  cartRequestResolvers,
  udfResolvers,
  registrationResolvers,
  contentResolvers,
  listsResolvers,
  gifmResolvers,
  guestResolvers,
  shareResolvers,
  paymentResolvers,
];

/** Each domain's resolver map, merged type by type. */
export const resolvers = (): Resolvers => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const domain of domains) {
    for (const [typeName, fields] of Object.entries(domain)) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
};
