import type { GatewayContext } from '../context.ts';
import type { StoreBrand } from '../generated/resolvers-types.ts';
import { brandFor } from './brand.ts';

/** What other domains may read of the store's content, through `context.providers.content`. */
export type ContentProvider = {
  /** The brand of the store's origin (or the one STORE_BRAND forces). */
  storeBrand(): StoreBrand;
};

export const contentProvider = (context: GatewayContext): ContentProvider => ({
  storeBrand: () => brandFor(context.storeOrigin, context.config.storeBrand),
});
