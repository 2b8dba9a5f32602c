// The approval-workflow rows of a user (§3, §5): as the Limits tab edits them, as the gateway checks
// them, and as the ERP stores them. One definition for the dialog and the gateway.
import { ADMIN_MESSAGES, UNLIMITED, amountOk } from './administration.ts';
import type { RuleError } from './common.ts';

/** One approval-workflow row as the Limits tab edits it (§3, §5). */
export type LimitRow = {
  unitType: string;
  isSupervisor: boolean;
  isMaster: boolean;
  /** Text as typed; ignored when `unlimitedSpend`. */
  spendLimit: string;
  unlimitedSpend: boolean;
  maxLimit: string;
  unlimitedMax: boolean;
  /** 'units', 'other' or '' (none). */
  limitType: string;
  limitResetYears: string;
  /** YYYY-MM-DD or ''. */
  limitReset: string;
  spentAmount: string;
  supervisorIds: string[];
};

/** Master implies supervisor; removing supervisor removes master (§4). */
export function switchRole(row: LimitRow, role: 'isSupervisor' | 'isMaster', on: boolean): LimitRow {
  if (role === 'isMaster') return { ...row, isMaster: on, isSupervisor: on ? true : row.isSupervisor };
  return { ...row, isSupervisor: on, isMaster: on ? row.isMaster : false };
}

/**
 * The Limits tab's messages, field names `limits.<i>.<field>` (§5). `stored` is the row as the ERP
 * holds it: a row the administrator did not touch is the ERP's own record and is not checked, so a
 * reset date gone stale after its term, or a seeded row without one, never blocks an unrelated edit.
 */
export function checkLimitRow(
  row: LimitRow,
  index: number,
  basis: 'order' | 'cumulative',
  today: string,
  stored?: LimitRow,
): RuleError[] {
  if (stored && limitRowUntouched(row, stored, basis)) return [];
  const errors: RuleError[] = [];
  const at = (field: string, message: string) => errors.push({ field: `limits.${index}.${field}`, message });
  if (!row.unlimitedSpend && !amountOk(row.spendLimit, 'cents')) at('spendLimit', ADMIN_MESSAGES.limitInvalid);
  if (!row.unlimitedMax && !amountOk(row.maxLimit, 'cents')) at('maxLimit', ADMIN_MESSAGES.limitInvalid);
  if (row.limitResetYears.trim() && !/^\d{1,3}$/.test(row.limitResetYears.trim()))
    at('limitResetYears', ADMIN_MESSAGES.termInvalid);
  if (row.spentAmount.trim() && !amountOk(row.spentAmount, 'any')) at('spentAmount', ADMIN_MESSAGES.spentInvalid);
  if (row.limitReset && !/^\d{4}-\d{2}-\d{2}$/.test(row.limitReset))
    at('limitReset', ADMIN_MESSAGES.limitResetDate(row.unitType));
  if (basis === 'cumulative') {
    if (!/^[1-9]\d{0,2}$/.test(row.limitResetYears.trim()))
      at('limitResetYears', ADMIN_MESSAGES.limitTerm(row.unitType));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.limitReset) || row.limitReset <= today)
      at('limitReset', ADMIN_MESSAGES.limitResetDate(row.unitType));
  }
  if (row.isMaster && !row.isSupervisor) at('isMaster', ADMIN_MESSAGES.masterNeedsSupervisor);
  return errors.filter((e, i, all) => all.findIndex((o) => o.field === e.field) === i);
}

/** The row as the ERP stores it: the payload rules of §5. */
export type WorkflowPayload = {
  unit_type: string;
  is_supervisor: boolean;
  is_master: boolean;
  spend_limit: number | null;
  max_limit: number | null;
  limit_type: string | null;
  limit_reset_years: number | null;
  limit_reset: string | null;
  spent_amount: number;
  supervisors: number[];
};

/**
 * Empty limit type or limits become null; No limit sets -1; term and reset date are kept only for
 * the units limit type (or the cumulative basis, which needs them), else null.
 */
export function workflowPayload(row: LimitRow, basis: 'order' | 'cumulative'): WorkflowPayload {
  const amount = (text: string, unlimited: boolean): number | null =>
    unlimited ? UNLIMITED : text.trim() ? Number(text) : null;
  const keepTerm = row.limitType === 'units' || basis === 'cumulative';
  return {
    unit_type: row.unitType,
    is_supervisor: row.isSupervisor || row.isMaster,
    is_master: row.isMaster,
    spend_limit: amount(row.spendLimit, row.unlimitedSpend),
    max_limit: amount(row.maxLimit, row.unlimitedMax),
    limit_type: row.limitType.trim() || null,
    limit_reset_years: keepTerm && row.limitResetYears.trim() ? Number(row.limitResetYears) : null,
    limit_reset: keepTerm && row.limitReset ? row.limitReset : null,
    spent_amount: row.spentAmount.trim() ? Number(row.spentAmount) : 0,
    supervisors: row.supervisorIds.map(Number),
  };
}

/** Whether the row says what the stored one does, compared as the ERP takes them ('2500' is '2500.00'). */
export const limitRowUntouched = (row: LimitRow, stored: LimitRow, basis: 'order' | 'cumulative'): boolean =>
  JSON.stringify(workflowPayload(row, basis)) === JSON.stringify(workflowPayload(stored, basis));

/** A limit row as the store reads it back (the schema's ApprovalLimit): amounts null for no limit. */
export type StoredLimit = {
  itemType: string;
  isSupervisor: boolean;
  isMaster: boolean;
  spendLimit?: number | null;
  maxLimit?: number | null;
  limitType: string;
  limitTermYears: number;
  limitResetDate?: string | null;
  amountSpent: number;
  supervisors: readonly { id: string }[];
};

/** The stored row as the Limits tab shows it (and as an untouched row is compared). */
export const limitRowOf = (limit: StoredLimit): LimitRow => ({
  unitType: limit.itemType,
  isSupervisor: limit.isSupervisor,
  isMaster: limit.isMaster,
  spendLimit: String(limit.spendLimit ?? ''),
  unlimitedSpend: (limit.spendLimit ?? null) === null,
  maxLimit: String(limit.maxLimit ?? ''),
  unlimitedMax: (limit.maxLimit ?? null) === null,
  limitType: limit.limitType,
  limitResetYears: String(limit.limitTermYears),
  limitReset: limit.limitResetDate ?? '',
  spentAmount: String(limit.amountSpent),
  supervisorIds: limit.supervisors.map((s) => s.id),
});

/** The item types whose row has a spend limit but no supervisor to approve orders over it (§5). */
export const limitsWithoutSupervisor = (rows: readonly LimitRow[]): string[] =>
  rows
    .filter((row) => !row.unlimitedSpend && row.spendLimit.trim() !== '' && row.supervisorIds.length === 0)
    .map((row) => row.unitType);

/** The numeric entries of the Limits tab and User Setup whose invalid value is cleared on leaving (§5). */
export type LimitEntry = 'limit' | 'term' | 'spent';

const ENTRY_REASONS: Record<LimitEntry, string> = {
  limit: ADMIN_MESSAGES.limitInvalid,
  term: ADMIN_MESSAGES.termInvalid,
  spent: ADMIN_MESSAGES.spentInvalid,
};

/**
 * §5 "an invalid entry is cleared": why `text` is cleared from a field of this kind, or null when it
 * stays. An empty field stays (whether it is required is the form's own check). Limits take cents at
 * most (step 0.01), the term whole years (step 1), the amount spent any precision; all 0 or more.
 */
export function clearedEntryNote(kind: LimitEntry, text: string): string | null {
  const typed = text.trim();
  if (!typed) return null;
  const valid = kind === 'term' ? /^\d{1,3}$/.test(typed) : amountOk(typed, kind === 'limit' ? 'cents' : 'any');
  return valid ? null : `“${typed.slice(0, 20)}” was cleared. ${ENTRY_REASONS[kind]}`;
}
