// The specification's exact strings (docs/spec/storefront.md §8, docs/spec/cart-checkout-orders.md §8). Quote, never paraphrase.
// Those the gateway says too come from @mro/rules.
import { INVALID_CREDENTIALS } from '@mro/rules/auth';
import { EMPTY_CART } from '@mro/rules/cart';
import { CATALOG_SEARCH_UNAVAILABLE } from '@mro/rules/catalog';
import { NOT_FOUND_MESSAGE } from '@mro/rules/pages';
import { DO_NOT_RESUBMIT, EXPRESS_FAILED, UNITS_MISSING } from '@mro/rules/checkout';
import { PAYMENT_MESSAGES } from '@mro/rules/payment';

export const messages = {
  loginSuccess: 'Log In successful',
  loggedOut: 'Logged Out',
  invalidCredentials: INVALID_CREDENTIALS,
  sessionEnded: 'Your session has ended. Please log in again.',
  emptySearch: 'Please enter a search term.',
  searchEmptyResult: 'No products found matching your search. Please search a different term and try again.',
  catalogFailure: 'Uh Oh! An unknown error occurred while retrieving data. Please refresh the page to try again.',
  productLoadFailure: 'Failed to load product.',
  unavailable: 'Unavailable',
  productUnavailableNote: "This product isn't available at this time.",
  callUs: 'Please call us for assistance.',
  notFound: NOT_FOUND_MESSAGE,
  accessDenied: 'Access Denied',
  cartUpdated: 'Your cart has been updated.',
  cartUpdateError: 'An error occurred while updating your cart. Please try again.',
  cartLoadError: 'An error occurred while updating your cart. Please refresh the page to try again.',
  addToCartError: 'An error occurred. The item could not be added to the cart.',
  requestFailed: 'An error occurred. The request could not be made at this time.',
  cartEmpty: EMPTY_CART,
  outcomeUnknown: DO_NOT_RESUBMIT,
  orderFailure: 'Error processing order',
  billingNotSaved: PAYMENT_MESSAGES.billingNotSaved,
  contactSupport: 'Contact support if the problem persists.',
  paymentFormError: 'Error processing payment form',
  paymentFormUnavailable: PAYMENT_MESSAGES.paymentFormUnavailable,
  expressFailed: EXPRESS_FAILED,
  unitsMissing: UNITS_MISSING,
  orderProcessingLong:
    'Your order has been processing for more than five minutes. Please check My Orders or call support before trying again.',
  orderProcessing:
    'Your order is being processed. This may take a few minutes. Please do not refresh the page or resubmit your order.',
  checkoutFailure:
    'Failed to process order, please check that your order information is correct. Contact support if the problem persists.',
  noOrders: 'You do not have any orders that meet your criteria.',
  upstreamUnavailable: 'Our order system is not responding right now. Please try again in a few minutes.',
  networkError: 'We could not reach the store. Please check your connection and try again.',
  unexpectedError: 'Something went wrong on our side. Please try again, or go back to the home page.',
  noFilterResults: 'No products found that match your filters, try clearing or changing them.',
  emptyCatalog: 'Uh Oh! There are no products found in this catalog. Please contact support.',
  catalogSearchUnavailable: CATALOG_SEARCH_UNAVAILABLE,
  productUnavailable: 'This product is currently unavailable.',
} as const;
