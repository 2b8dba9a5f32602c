import type { GatewayContext } from '../context.ts';
import type { Principal } from '../auth/session.ts';
import { mergeGuestCart } from './cart-merge.ts';

/** What the login asks of the guest's side, through `context.providers.guest`. */
export type GuestProvider = {
  /** Moves the guest's cart into the user's cart at login and ends the guest session; never fails the login. */
  mergeGuestCart(principal: Principal): Promise<void>;
};

export const guestProvider = (context: GatewayContext): GuestProvider => ({
  mergeGuestCart: (principal) => mergeGuestCart(context, principal),
});
