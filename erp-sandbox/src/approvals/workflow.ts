import type { App } from '../app.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { DEPARTMENTS } from '../data/taxonomy.ts';
import { SEEDED_ALLOWANCES } from '../data/allowances.ts';
import { ALL_TYPES, UNLIMITED, type WorkflowRow, type WorkflowSettings } from './limits.ts';

/** The defaults: workflow approval off, dollars, one sequential approver chain, no order limit. */
const OFF: WorkflowSettings = {
  workflow_approval: false,
  workflow_limit_basis: 'order',
  workflow_currency: 'dollars',
  workflow_dept_limit: false,
  workflow_group: 'user',
  workflow_method: 'sequential',
  workflow_unit_type: 'all',
  order_limit: UNLIMITED,
  departments: [],
  master_approvers: [],
};

// Company workflow settings per customer (cart-checkout-orders §3 "Company settings"). Customers
// not listed have workflow approval off, so their settings count as null.
const SETTINGS: Record<string, WorkflowSettings> = {
  '10001': {
    workflow_approval: true,
    workflow_limit_basis: 'order',
    workflow_currency: 'dollars',
    workflow_dept_limit: true,
    workflow_group: 'department',
    workflow_method: 'sequential',
    workflow_unit_type: 'all',
    // High above the journeys' carts: only an exceptional order reaches Ada Admin this way.
    order_limit: 25000,
    departments: [
      { department_key: 'MAINT', description: 'Maintenance', spend_limit: UNLIMITED, approvers: [] },
      { department_key: 'SAFETY', description: 'Safety', spend_limit: 1000, approvers: [2] },
    ],
    master_approvers: [3],
  },
  // Cyberdyne works in units with approval off: saving one of its users nulls their workflow rows.
  '10009': { ...OFF, workflow_currency: 'units' },
  '10002': {
    workflow_approval: true,
    workflow_limit_basis: 'cumulative',
    workflow_currency: 'units',
    workflow_dept_limit: false,
    workflow_group: 'user',
    workflow_method: 'sequential',
    workflow_unit_type: 'item_type',
    order_limit: UNLIMITED,
    departments: [],
    master_approvers: [],
  },
};

type CartRequest = Schemas['CartRequest'];

export const settingsOf = (customerNumber: string): WorkflowSettings => SETTINGS[customerNumber] ?? OFF;

/** Mutable per sandbox instance: what each user spent in the current term, and cart requests. */
export interface ApprovalState {
  spent: Map<number, number>;
  termStart: string;
  requests: Map<string, CartRequest>;
  /** `customer|order_session` → request id: a repeated submission answers the first request. */
  requestSessions: Map<string, string>;
  nextRequestId: number;
}

const states = new WeakMap<App, ApprovalState>();

export const approvalState = (app: App): ApprovalState => {
  let state = states.get(app);
  if (!state) {
    state = {
      spent: new Map(),
      termStart: `${new Date().getUTCFullYear()}-01-01`,
      requests: new Map(),
      requestSessions: new Map(),
      nextRequestId: 1,
    };
    states.set(app, state);
  }
  return state;
};

/** A user's workflow rows: one for every item type, from the user's limits and supervisors. */
export const workflowRows = (app: App, user: StoredUser | undefined): WorkflowRow[] => {
  if (!user) return [];
  const saved = savedWorkflow(app, user.id) ?? seededWorkflow(user);
  if (saved) {
    const spent = approvalState(app).spent.get(user.id) ?? 0;
    return saved.map((row) => ({ ...row, spent_amount: row.spent_amount + spent }));
  }
  const limit = user.spend_limit ?? null;
  if (limit === null && !user.is_supervisor) return [];
  const state = approvalState(app);
  return [
    {
      user_id: user.id,
      unit_type: ALL_TYPES,
      spend_limit: limit ?? UNLIMITED,
      max_limit: UNLIMITED,
      spent_amount: state.spent.get(user.id) ?? 0,
      limit_reset: state.termStart,
      limit_reset_years: 1,
      is_supervisor: user.is_supervisor,
      is_master: settingsOf(user.customer_number).master_approvers.includes(user.id),
      supervisors: user.supervisor_ids ?? [],
    },
  ];
};

/** The rows seeded for a persona (the FRC manager's allowances), as an administrator would save them. */
const seededWorkflow = (user: StoredUser): WorkflowRow[] | undefined =>
  SEEDED_ALLOWANCES.get(user.id)?.map((row) => ({
    ...row,
    user_id: user.id,
    max_limit: UNLIMITED,
    is_supervisor: false,
    is_master: false,
    supervisors: user.supervisor_ids ?? [],
  }));

/** Adds a placed order to the user's spend in the term (cumulative basis). */
export const recordSpend = (app: App, user: StoredUser, amount: number): void => {
  const state = approvalState(app);
  state.spent.set(user.id, (state.spent.get(user.id) ?? 0) + amount);
};

/** The item types limits are set per (the unit types of the catalogue's departments). */
export const ITEM_TYPES: readonly string[] = [...new Set(DEPARTMENTS.map((d) => d.unitType))].sort();

/** Workflow rows an administrator saved, per user (this instance); they replace the seeded limit. */
const savedRows = new WeakMap<App, Map<number, WorkflowRow[]>>();
const savedOf = (app: App): Map<number, WorkflowRow[]> => {
  let map = savedRows.get(app);
  if (!map) savedRows.set(app, (map = new Map<number, WorkflowRow[]>()));
  return map;
};

export const savedWorkflow = (app: App, userId: number): WorkflowRow[] | undefined => savedOf(app).get(userId);

/** An administrator's rows for the user: the approval flow applies exactly these from now on. */
export function saveWorkflow(app: App, userId: number, rows: WorkflowRow[]): void {
  savedOf(app).set(userId, rows);
  // The amount spent is what the administrator entered; orders from now on add to it.
  approvalState(app).spent.delete(userId);
}
