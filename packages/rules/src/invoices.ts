// Invoices (cart-checkout-orders §8).

export const INVOICE_EMAIL_FAILED = 'Email failed to be sent.';

/** The summary invoices' filter text (cart-checkout-orders §5). */
export const SUMMARY_SEARCH_TEXT_MAX = 25;
