// Typed answers of the billing page (saved cards), with defaults a test overrides.
import type { BillingCardFragment, BillingInfoQuery } from '../../features/payment/BillingInfo.generated';

type BillingInfo = BillingInfoQuery['billingInfo'];

/** Saved card `n`: a Visa ending in 100n, expiring 12/2029; card 1 is the default. */
export const billingCardOf = (n: number, overrides: Partial<BillingCardFragment> = {}): BillingCardFragment => ({
  __typename: 'SavedCard',
  token: `tok_${n}`,
  title: `Visa ending in ${String(1000 + n)} (exp 12/2029)`,
  cardType: 'VISA',
  last4: String(1000 + n),
  maskedNumber: `************${1000 + n}`,
  nameOnCard: 'Tess Tyrell',
  nickname: null,
  expirationMonth: 12,
  expirationYear: 2029,
  isDefault: n === 1,
  billingZip: '90210',
  ...overrides,
});

/** The billing page of an administrator: `cards`, the payment form available, 15 expiration years. */
export const billingInfoOf = (
  cards: BillingCardFragment[],
  overrides: Partial<BillingInfo> = {},
): BillingInfoQuery => ({
  __typename: 'Query',
  billingInfo: {
    __typename: 'BillingInfo',
    savedCards: cards,
    newCardAvailable: true,
    newCardMessage: null,
    expirationYears: Array.from({ length: 15 }, (_, i) => 2026 + i),
    canSaveAsDefault: true,
    ...overrides,
  },
});

type CardError = { __typename: 'UserError'; field: string | null; message: string; code: 'REJECTED' | 'NOT_FOUND' };

/** What a saved-card mutation answers: the cards as they are now, or the refusals. */
export const savedCardPayloadOf = (cards: BillingCardFragment[] | null, userErrors: CardError[] = []) => ({
  __typename: 'SavedCardPayload' as const,
  savedCards: cards,
  userErrors,
});
