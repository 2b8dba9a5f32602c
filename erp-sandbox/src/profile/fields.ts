// Customer-defined fields (CDF) of the user profile (account-admin-calls §3 User.cdf, §7.4): each
// customer's fields, which need an approver's yes, and the history of change requests the sandbox seeds.
import { hash32 } from '../data/prng.ts';

export interface CdfField {
  cdfId: number;
  name: string;
  defaultValue: string;
  required: boolean;
  needsApproval: boolean;
  active: boolean;
  editable: boolean;
  /** The user who resolves changes of a field that needs approval. */
  approverId: number | null;
}

/** Northwind's admin approves its cost-center changes (Profile Approvals is a units-currency page, §6). */
export const NORTHWIND_APPROVER = 56;

export const CDF_FIELDS: Readonly<Record<string, readonly CdfField[]>> = {
  '10001': [
    field(101, 'Employee ID', { required: false }),
    field(102, 'Badge Color', { active: false }),
    field(103, 'Locker', { editable: false }),
  ],
  '10002': [
    field(201, 'Cost Center', {
      required: true,
      needsApproval: true,
      defaultValue: 'CC-100',
      approverId: NORTHWIND_APPROVER,
    }),
    field(202, 'Shift', { required: false }),
  ],
};

function field(cdfId: number, name: string, options: Partial<CdfField>): CdfField {
  return {
    cdfId,
    name,
    defaultValue: '',
    required: false,
    needsApproval: false,
    active: true,
    editable: true,
    approverId: null,
    ...options,
  };
}

export type CdfStatus = 'Pending' | 'Approved' | 'Rejected';

export interface CdfRequest {
  id: number;
  user_id: number | null;
  userName: string;
  userEmail: string;
  customer_number: string;
  cdfId: number;
  cdfName: string;
  cdfValue: string;
  created: string;
  status: CdfStatus;
  approver_id: number;
  resolved: string | null;
}

const FIRST = ['Ava', 'Ben', 'Cruz', 'Dee', 'Eli', 'Fay', 'Gil', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lia'];
const LAST = ['Ortiz', 'Novak', 'Reyes', 'Kim', 'Walsh', 'Patel', 'Haas', 'Lund'];

/** 140 earlier requests of Northwind employees: most resolved, every seventh still pending. */
export function seedRequests(anchorMs: number): CdfRequest[] {
  return Array.from({ length: 140 }, (_, i) => {
    const h = hash32(`cdf-request:${i}`);
    const first = FIRST[h % FIRST.length]!;
    const last = LAST[(h >>> 8) % LAST.length]!;
    const created = new Date(anchorMs - (140 - i) * 26 * 3_600_000);
    const status: CdfStatus = i % 7 === 3 ? 'Pending' : h % 4 === 0 ? 'Rejected' : 'Approved';
    return {
      id: 9001 + i,
      user_id: null,
      userName: `${first} ${last}`,
      userEmail: `${first}.${last}${i}@northwind.example`.toLowerCase(),
      customer_number: '10002',
      cdfId: 201,
      cdfName: 'Cost Center',
      cdfValue: `CC-${100 + (h % 60)}`,
      created: created.toISOString(),
      status,
      approver_id: NORTHWIND_APPROVER,
      resolved: status === 'Pending' ? null : new Date(created.getTime() + 3_600_000).toISOString(),
    };
  });
}
