// The FRC manager (account-admin-calls §2.4, §3 FRC row, §8): a units customer's allowance per item
// type, what was ordered against it and what remains until the reset date.

export const FRC_PAGE_SIZE = 20;

export const FRC_MESSAGES = {
  // §8, in the specification's words.
  unavailable: 'We are unable to retrieve your data at this time.',
  // Chosen where the specification is silent.
  notAllowed: 'The FRC manager is available to customers who order in units, outside punch-out.',
  noLimit: 'No limit',
  noRows: 'No allowances are set for your account.',
} as const;

/** What remains of an allowance: never below 0; a row over its allowance says by how much. */
export const allowanceBalance = (allowed: number | null, ordered: number) => {
  if (allowed === null) return { remaining: null, overBy: 0 };
  const left = Math.round((allowed - ordered) * 100) / 100;
  return left < 0 ? { remaining: 0, overBy: -left } : { remaining: left, overBy: 0 };
};
