/** The street lines, city, state and ZIP code an address form types. */
export type StreetAddress = { line1: string; line2: string; city: string; state: string; zip: string };

export const EMPTY_STREET_ADDRESS: StreetAddress = { line1: '', line2: '', city: '', state: '', zip: '' };

/**
 * A typed address as checkout's mutations take it: the second line trimmed, null when empty; the other
 * parts as typed (their rules refuse blanks, and the gateway runs the same rules).
 */
export const streetAddressInput = (typed: StreetAddress) => ({
  line1: typed.line1,
  line2: typed.line2.trim() || null,
  city: typed.city,
  state: typed.state,
  zip: typed.zip,
});
