/** A punch-out user who logged in on the store's own page: no procurement system to send the cart to. */
export const PUNCH_OUT_NOT_STARTED =
  'This session was not started from a procurement system. Please start again from there to transfer your cart.';

/** Transferring an empty cart. */
export const PUNCH_OUT_EMPTY_CART = 'Your cart is empty.';

/** A cXML inspect session: the requisition's lines are shown, never changed or sent again. */
export const PUNCH_OUT_INSPECT_ONLY =
  'This requisition is open for viewing only. To change it, choose Edit in your procurement system.';

/** Punch-out users cannot log out, reset their password or edit their profile (account-admin-calls §6). */
export const PUNCH_OUT_NO_LOGOUT = 'A punch-out session ends in your procurement system: transfer your cart there.';
export const PUNCH_OUT_NO_PASSWORD_RESET =
  'Passwords of punch-out accounts are managed with your procurement system, not reset here.';
