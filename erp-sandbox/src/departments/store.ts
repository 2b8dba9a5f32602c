// Departments per customer (account-admin-calls §3 Department, §7.3), kept per sandbox instance. The
// checkout's department list and the approval flow's department limits read them from here, so what
// an administrator changes is what buyers choose and what the limits apply.
import type { App } from '../app.ts';
import { settingsOf } from '../approvals/workflow.ts';
import { UNLIMITED, type DepartmentLimit } from '../approvals/limits.ts';

export interface Department {
  id: number;
  customer_number: string;
  department_key: string;
  description: string;
  /** Used only when the company's limits are by department; -1 unlimited. */
  spend_limit: number;
  supervisors: number[];
  active: boolean;
  users: number[];
  created_by: string;
  created_date: string;
  updated_by: string | null;
  updated_date: string | null;
}

/**
 * Acme's retired cost centers (inactive: buyers no longer choose them), so the admin list pages (25 a
 * page) to a last page while the checkout's list stays MAINT and SAFETY.
 */
export const ACME_EXTRA_DEPARTMENTS = 38;
const SEEDED_AT = '2025-01-15';
/** Seeded departments are numbered per customer (10001001, 10001002...), whatever order they are first read in. */
const seededId = (customerNumber: string, index: number): number => Number(customerNumber) * 1000 + index + 1;
const FIRST_NEW_ID = 900_000_000;

interface DepartmentState {
  byCustomer: Map<string, Department[]>;
  nextId: number;
}

const states = new WeakMap<App, DepartmentState>();

function stateOf(app: App): DepartmentState {
  let state = states.get(app);
  if (!state) states.set(app, (state = { byCustomer: new Map(), nextId: FIRST_NEW_ID }));
  return state;
}

function seed(customerNumber: string): Department[] {
  let index = 0;
  const base = (key: string, description: string, limit: number, supervisors: number[], users: number[]) => ({
    id: seededId(customerNumber, index++),
    customer_number: customerNumber,
    department_key: key,
    description,
    spend_limit: limit,
    supervisors,
    active: true,
    users,
    created_by: 'system',
    created_date: SEEDED_AT,
    updated_by: null,
    updated_date: null,
  });
  const seeded = settingsOf(customerNumber).departments.map((d, i) =>
    base(d.department_key, d.description, d.spend_limit, d.approvers, i === 0 ? [1, 2] : []),
  );
  if (customerNumber === '10001')
    for (let i = 1; i <= ACME_EXTRA_DEPARTMENTS; i += 1)
      seeded.push({
        ...base(
          `CC${String(i).padStart(3, '0')}`,
          `Retired cost center ${i}`,
          UNLIMITED,
          [],
          i % 10 === 0 ? [1000 + i] : [],
        ),
        active: false,
      });
  return seeded;
}

/** The customer's departments (active and not), seeded on first use. */
export function departmentsOf(app: App, customerNumber: string): Department[] {
  const state = stateOf(app);
  let list = state.byCustomer.get(customerNumber);
  if (!list) state.byCustomer.set(customerNumber, (list = seed(customerNumber)));
  return list;
}

/** The department with this id, whichever customer it belongs to (a seeded id names its customer). */
export function departmentById(
  app: App,
  id: number,
  exists: (customerNumber: string) => boolean,
): Department | undefined {
  for (const list of stateOf(app).byCustomer.values()) {
    const found = list.find((d) => d.id === id);
    if (found) return found;
  }
  if (!Number.isInteger(id) || id < 1 || id >= FIRST_NEW_ID) return undefined;
  const customerNumber = String(Math.floor((id - 1) / 1000));
  if (!exists(customerNumber)) return undefined;
  return departmentsOf(app, customerNumber).find((d) => d.id === id);
}

export function newDepartmentId(app: App): number {
  return stateOf(app).nextId++;
}

/** The department limits the approval flow applies (active departments only). */
export const departmentLimits = (app: App, customerNumber: string): DepartmentLimit[] =>
  departmentsOf(app, customerNumber)
    .filter((d) => d.active)
    .map((d) => ({
      department_key: d.department_key,
      description: d.description,
      spend_limit: d.spend_limit,
      approvers: d.supervisors,
    }));
