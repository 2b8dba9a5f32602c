import type { FieldPolicy, Reference } from '@apollo/client';

const DEFAULT_LIMIT = 20;

/** A stored slot: a line, or null where that index has not been fetched yet. */
type Slot = Reference | null;

const windowOf = (args: Record<string, unknown> | null) => ({
  offset: typeof args?.offset === 'number' ? Math.max(0, args.offset) : 0,
  limit: typeof args?.limit === 'number' ? Math.max(1, args.limit) : DEFAULT_LIMIT,
});

/**
 * Cart.lines is stored once, by index, whatever window fetched it, and each query reads back
 * exactly its own window (offset, limit). So the cart page's Load More adds lines 21-40 without
 * touching the header preview's first 20, and a query selecting other line fields (checkout
 * actions, line properties) never makes the page's lines look incomplete and fetched again.
 * Removed lines (evicted) drop out and the later ones move up, as they do on the server.
 */
export const cartLinesPolicy: FieldPolicy<Slot[], Reference[]> = {
  keyArgs: false,
  merge(existing, incoming, { args, canRead }) {
    const { offset, limit } = windowOf(args);
    const merged: Slot[] = (existing ?? []).filter((slot) => slot === null || canRead(slot));
    while (merged.length < offset) merged.push(null);
    incoming.forEach((ref, i) => (merged[offset + i] = ref));
    // A short page is the end of the cart: nothing is stored past it.
    if (incoming.length < limit) merged.length = offset + incoming.length;
    return merged;
  },
  read(existing, { args, canRead, readField }) {
    if (!existing) return undefined;
    const { offset, limit } = windowOf(args);
    const slots = existing.filter((slot) => slot === null || canRead(slot));
    const lineCount = readField<number>('lineCount');
    const known = typeof lineCount === 'number' ? lineCount : slots.length;
    const expected = Math.max(0, Math.min(limit, known - offset));
    const window = slots.slice(offset, offset + expected);
    // Anything missing in the window means it is fetched: undefined is a cache miss.
    if (window.length < expected || window.some((slot) => slot === null)) return undefined;
    return window.filter((slot): slot is Reference => slot !== null);
  },
};
