import type { Resolvers } from '../generated/resolvers-types.ts';
import { OPEN_BROWSE_DEFAULTS } from '../auth/open-browse.ts';
import { placeGuestOrder } from './guest-order.ts';
import { loadGuestEstimate } from './guest-estimate.ts';

export const guestResolvers: Resolvers = {
  Query: {
    openBrowse: (_parent, _args, context) => ({
      enabled: context.openBrowse !== null,
      catalog: context.openBrowse ? OPEN_BROWSE_DEFAULTS.catalog : null,
    }),
    guestOrderEstimate: (_parent, { shipTo }, context) => loadGuestEstimate(context, shipTo),
  },
  Mutation: {
    placeGuestOrder: (_parent, { input }, context) => placeGuestOrder(context, input),
  },
};
