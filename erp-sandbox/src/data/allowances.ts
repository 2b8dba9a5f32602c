// The unit allowances of the FRC manager persona (account-admin-calls §2.4 FRC manager, §3 approval
// workflow row): one row per item type of the catalogue, seeded so the page shows every case a
// units customer meets: a limit partly used, one fully used, one over its allowance, and no limit.
// Reset dates fall in the current term (next 1 January and 1 July), so the amounts spent still count.

/** A seeded approval-workflow row, before the user id and supervisors are added. */
export interface SeededAllowance {
  unit_type: string;
  /** Units allowed in the term; -1 is no limit. */
  spend_limit: number;
  /** Units already ordered in the term. */
  spent_amount: number;
  /** YYYY-MM-DD: when the term's allowance resets; null when it never does. */
  limit_reset: string | null;
  limit_reset_years: number;
}

/** The FRC manager persona (kept out of the order-history placers, like the roster). */
export const ALLOWANCE_PERSONA = {
  id: 57,
  username: 'allowance@northwind.example',
  customer_number: '10002',
} as const;

const year = new Date().getUTCFullYear();
const nextJanuary = `${year + 1}-01-01`;
const nextJuly = new Date().getUTCMonth() < 6 ? `${year}-07-01` : `${year + 1}-07-01`;

/** Approval-workflow rows by user id; an administrator's saved rows replace them. */
export const SEEDED_ALLOWANCES: ReadonlyMap<number, readonly SeededAllowance[]> = new Map([
  [
    ALLOWANCE_PERSONA.id,
    [
      { unit_type: 'Consumables', spend_limit: 500, spent_amount: 180, limit_reset: nextJanuary, limit_reset_years: 1 },
      { unit_type: 'PPE', spend_limit: -1, spent_amount: 42, limit_reset: null, limit_reset_years: 0 },
      { unit_type: 'Tooling', spend_limit: 120, spent_amount: 120, limit_reset: nextJuly, limit_reset_years: 1 },
      { unit_type: 'Tools', spend_limit: 60, spent_amount: 75, limit_reset: nextJanuary, limit_reset_years: 2 },
    ],
  ],
]);
