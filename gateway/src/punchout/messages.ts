import { PUNCH_OUT_EMPTY_CART, PUNCH_OUT_INSPECT_ONLY, PUNCH_OUT_NOT_STARTED } from '@mro/rules/punchout';

/** What the punch-out entry points and the transfer answer (the spec has no words for them). */
export const PUNCH_OUT_MESSAGES = {
  postOnly: 'A PunchOutSetupRequest is sent with POST.',
  tooLarge: 'The request is too large.',
  tooSlow: 'The request did not arrive in time. Please send it again.',
  tooManyFailures: 'Too many failed punch-out attempts from this address. Please try again later.',
  badCredential: 'The Sender credential or SharedSecret is not valid.',
  unknownBuyer: 'This buyer is not set up for punch-out with the store.',
  returnNotAllowed: 'The return address is not allowed for this procurement system.',
  loginRefused: 'The store could not start a session for this buyer.',
  notPunchOutUser: 'This account is not set up for punch-out.',
  hookMissing: 'HOOK_URL is required: the address the cart goes back to.',
  credentialsMissing: 'USERNAME and PASSWORD (or TOKEN) are required.',
  referrerRequired: 'Punch-out must start from your supplier-solutions portal.',
  ticketUsed: 'This punch-out link has expired or was already used. Please start again from your procurement system.',
  notStarted: PUNCH_OUT_NOT_STARTED,
  emptyCart: PUNCH_OUT_EMPTY_CART,
  inspectOnly: PUNCH_OUT_INSPECT_ONLY,
} as const;
