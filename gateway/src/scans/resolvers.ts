import type { Resolvers } from '../generated/resolvers-types.ts';
import {
  archiveScan,
  hasScans,
  loadScan,
  loadScans,
  reactivateScan,
  removeScanItem,
  updateScan,
} from './scans-provider.ts';
import { mergeScanIntoCart, releaseScan } from './release.ts';
import { deleteScan } from './delete.ts';

export const scanResolvers: Resolvers = {
  Query: {
    scans: (_parent, { input }, context) => loadScans(context, input),
    scan: (_parent, { id, status }, context) => loadScan(context, id, status),
  },
  Cart: {
    fromScan: (cart) => cart.order_source_type === 'scan-to-web',
  },
  Viewer: {
    hasScans: (_user, _args, context) => hasScans(context),
  },
  Mutation: {
    updateScan: (_parent, { input }, context) => updateScan(context, input),
    removeScanItem: (_parent, { input }, context) => removeScanItem(context, input.id, input.erp),
    archiveScan: (_parent, { input }, context) => archiveScan(context, input.id),
    reactivateScan: (_parent, { input }, context) => reactivateScan(context, input.id),
    deleteScan: (_parent, { input }, context) => deleteScan(context, input.id),
    releaseScan: (_parent, { input }, context) => releaseScan(context, input),
    mergeScanIntoCart: (_parent, { input }, context) => mergeScanIntoCart(context, input.id),
  },
};
