import type { Resolvers } from '../generated/resolvers-types.ts';
import {
  canManageShippingAddresses,
  createShippingAddress,
  deleteShippingAddress,
  loadShippingAddresses,
  updateShippingAddress,
} from './shipping-provider.ts';
import { savedShippingAddress } from '../erp/addresses.ts';

export const shippingResolvers: Resolvers = {
  Query: {
    shippingAddresses: (_parent, _args, context) => loadShippingAddresses(context),
  },
  Mutation: {
    createShippingAddress: (_parent, { input }, context) => createShippingAddress(context, input),
    updateShippingAddress: (_parent, { input }, context) => updateShippingAddress(context, input),
    deleteShippingAddress: (_parent, { input }, context) => deleteShippingAddress(context, input),
  },
  Viewer: {
    canManageShippingAddresses: (user) => canManageShippingAddresses(user),
  },
  ShippingAddress: {
    id: (a) => String(a.id),
    shipToId: (a) => a.shipto,
    companyName: (a) => a.company_name ?? null,
    address: (a) => savedShippingAddress(a),
    isDefault: (a) => a.is_default,
  },
};
