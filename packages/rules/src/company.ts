// The account overview (account-admin-calls §2.4, §8): its buckets and messages, shared by the page and
// the gateway.

/**
 * The five aging buckets of the open invoice balance, in the ERP's order: current, over 30, 60, 90 and
 * 120 days since the invoice date. With net 30 terms these are the invoice list's buckets of days past
 * due, so each carries that bucket's name.
 */
export const AGING_BUCKETS = [
  { bucket: 'CURRENT', label: 'Current' },
  { bucket: 'DAYS_1_30', label: 'Over 30 days' },
  { bucket: 'DAYS_31_60', label: 'Over 60 days' },
  { bucket: 'DAYS_61_90', label: 'Over 90 days' },
  { bucket: 'OVER_90', label: 'Over 120 days' },
] as const;

export const COMPANY_MESSAGES = {
  summaryFailed: 'Failed to load account summary information.',
  notAllowed: 'The account overview is not available for your account.',
} as const;

/**
 * The ERP's semicolon-separated period balances (`custperiodbal`) as five numbers, or null when the
 * text is not five amounts.
 */
export const parsePeriodBalances = (text: string): number[] | null => {
  const parts = text.split(';').map((part) => part.trim());
  if (parts.length !== AGING_BUCKETS.length || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return null;
  return parts.map(Number);
};
