/** A punch-out user who logged in on the store's own page: no procurement system to send the cart to. */
export const PUNCH_OUT_NOT_STARTED =
  'This session was not started from a procurement system. Please start again from there to transfer your cart.';

/** Transferring an empty cart. */
export const PUNCH_OUT_EMPTY_CART = 'Your cart is empty.';
