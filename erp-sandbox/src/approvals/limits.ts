// The approval-limit decision (cart-checkout-orders §3 "Approval workflow row", §9): pure, so the
// approver's desk can reuse it for advancing a request to its next step.

export const UNLIMITED = -1;
/** Rows without a unit type of their own apply to every item type. */
export const ALL_TYPES = 'all';
export const OVER_MAXIMUM = 'Your subtotal exceeds the maximum amount allowed by your company...';
const MAX_STEPS = 5;

export interface WorkflowRow {
  user_id: number;
  unit_type: string;
  /** Above this the order needs approval; -1 unlimited. */
  spend_limit: number;
  /** Above this the order is refused outright; -1 unlimited. */
  max_limit: number;
  /** Already spent in the current term (cumulative basis only). */
  spent_amount: number;
  /** YYYY-MM-DD: the spent amount counts from here; past a term it resets. */
  limit_reset: string | null;
  limit_reset_years: number;
  is_supervisor: boolean;
  is_master: boolean;
  supervisors: number[];
}

export interface DepartmentLimit {
  department_key: string;
  description: string;
  spend_limit: number;
  approvers: number[];
}

export interface WorkflowSettings {
  workflow_approval: boolean;
  /** 'order' compares each order alone; 'cumulative' adds what was spent in the term. */
  workflow_limit_basis: 'order' | 'cumulative';
  workflow_currency: 'dollars' | 'units';
  workflow_dept_limit: boolean;
  /** Whose approvers an over-limit order goes to (shown to administrators; the decision follows the rows). */
  workflow_group: 'user' | 'department';
  /** How a several-step request advances (shown to administrators; the approver's desk is sequential). */
  workflow_method: 'sequential' | 'parallel';
  /** Limits per item type or one row for every item. */
  workflow_unit_type: 'item_type' | 'all';
  /** Above this total an order goes to the master approvers whatever the buyer's limits; -1 none. */
  order_limit: number;
  departments: DepartmentLimit[];
  master_approvers: number[];
}

export interface SubTotal {
  unit_type: string;
  amount: number;
}

export interface ApprovalStep {
  step: number;
  approvers: number[];
}

export interface LimitDecision {
  approval_required: boolean;
  over_maximum: boolean;
  basis: 'dollars' | 'units';
  reasons: string[];
  steps: ApprovalStep[];
}

const rowFor = (rows: WorkflowRow[], unitType: string): WorkflowRow | undefined =>
  rows.find((row) => row.unit_type === unitType) ?? rows.find((row) => row.unit_type === ALL_TYPES);

/** The spent amount still counting on `today` (YYYY-MM-DD): a term past its reset date starts at 0. */
export const spentInTerm = (row: WorkflowRow, today: string): number => {
  if (!row.limit_reset) return row.spent_amount;
  const end = new Date(`${row.limit_reset}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + (row.limit_reset_years || 1));
  return today >= end.toISOString().slice(0, 10) ? 0 : row.spent_amount;
};

const exceeds = (limit: number, amount: number): boolean => limit !== UNLIMITED && amount > limit;

/**
 * Whether an order of these subtotals needs approval and by whom, step by step: the buyer's
 * supervisors first; a step whose every approver is over their own limit adds their supervisors
 * (or the master approvers) as the next step.
 */
export const decideLimit = (
  settings: WorkflowSettings,
  rowsOf: (userId: number) => WorkflowRow[],
  userId: number,
  subTotals: SubTotal[],
  department: string | null,
  today: string,
): LimitDecision => {
  const decision: LimitDecision = {
    approval_required: false,
    over_maximum: false,
    basis: settings.workflow_currency,
    reasons: [],
    steps: [],
  };
  if (!settings.workflow_approval) return decision;
  const rows = rowsOf(userId);
  const total = subTotals.reduce((sum, s) => sum + s.amount, 0);
  const cumulative = settings.workflow_limit_basis === 'cumulative';
  const needing = new Set<number>();
  for (const sub of subTotals) {
    const row = rowFor(rows, sub.unit_type);
    if (!row) continue;
    const counted = sub.amount + (cumulative ? spentInTerm(row, today) : 0);
    if (exceeds(row.max_limit, counted)) decision.over_maximum = true;
    if (exceeds(row.spend_limit, counted)) {
      decision.reasons.push(`${sub.unit_type}: ${counted} exceeds the spend limit of ${row.spend_limit}`);
      for (const id of row.supervisors.length > 0 ? row.supervisors : settings.master_approvers) needing.add(id);
    }
  }
  if (exceeds(settings.order_limit, total)) {
    decision.reasons.push(`order: ${total} exceeds the company's order limit of ${settings.order_limit}`);
    for (const id of settings.master_approvers) needing.add(id);
  }
  if (settings.workflow_dept_limit && department) {
    const dept = settings.departments.find((d) => d.department_key === department);
    if (dept && exceeds(dept.spend_limit, total)) {
      decision.reasons.push(`department ${dept.department_key}: ${total} exceeds its limit of ${dept.spend_limit}`);
      for (const id of dept.approvers.length > 0 ? dept.approvers : settings.master_approvers) needing.add(id);
    }
  }
  if (decision.over_maximum) {
    decision.reasons.unshift(OVER_MAXIMUM);
    return decision;
  }
  if (needing.size === 0) return decision;
  decision.approval_required = true;
  let approvers = [...needing].sort((a, b) => a - b);
  const seen = new Set<number>([userId]);
  while (approvers.length > 0 && decision.steps.length < MAX_STEPS) {
    decision.steps.push({ step: decision.steps.length + 1, approvers });
    for (const id of approvers) seen.add(id);
    const canApprove = approvers.some((id) => {
      const row = rowFor(rowsOf(id), ALL_TYPES);
      return !row || row.is_master || !exceeds(row.spend_limit, total);
    });
    if (canApprove) break;
    const next = new Set<number>();
    for (const id of approvers) {
      const row = rowFor(rowsOf(id), ALL_TYPES);
      for (const sup of row && row.supervisors.length > 0 ? row.supervisors : settings.master_approvers)
        if (!seen.has(sup)) next.add(sup);
    }
    approvers = [...next].sort((a, b) => a - b);
  }
  return decision;
};
