// The availability texts of lines (cart-checkout-orders §8), shared by the catalogue and the cart.

export const AVAILABILITY = {
  none: 'Not available to ship immediately',
  short: (available: number) => `A larger quantity than can ship immediately (${available} available)`,
  inStock: (available: number) => `In stock and ready to ship (${available} available)`,
} as const;

/** What a line of `quantity` says when `available` can ship now; `callUs` adds the spec's hint. */
export function lineAvailability(quantity: number, available: number): { text: string; callUs: boolean } {
  if (available <= 0) return { text: AVAILABILITY.none, callUs: true };
  if (quantity > available) return { text: AVAILABILITY.short(available), callUs: true };
  return { text: AVAILABILITY.inStock(available), callUs: false };
}
