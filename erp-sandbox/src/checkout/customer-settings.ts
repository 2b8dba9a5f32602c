// Customer-master settings of checkout that the generated dataset does not carry.
import { PO_REQUIRED_CUSTOMERS } from '../data/customers.ts';
import type { Customer, Schemas } from '../data/types.ts';

export { PO_REQUIRED_CUSTOMERS };

/** The customer master record (name, bill-to address, whether orders need a PO). */
export function customerMaster(c: Customer): Schemas['CustomerMaster'] {
  return {
    customerNumber: c.customer_number,
    customerName: c.name,
    customerNameAlt: null,
    addr: c.bill_to.address1,
    addr2: c.bill_to.address2,
    addr3: null,
    city: c.bill_to.city,
    state: c.bill_to.state,
    zipcd: c.bill_to.zip,
    po_required: PO_REQUIRED_CUSTOMERS.has(c.customer_number),
  };
}

/**
 * Customers whose approval workflow groups by department: every order names one (Stark Machining,
 * `buyer@stark.example`).
 */
export const DEPARTMENT_GROUPED: Readonly<Record<string, readonly { department_key: string; description: string }[]>> =
  {
    '10007': [
      { department_key: 'ASSEMBLY', description: 'Assembly' },
      { department_key: 'MACHINING', description: 'Machining' },
      { department_key: 'QA', description: 'Quality Assurance' },
    ],
  };

/**
 * Units-currency customers buy only the item types of their unit program; other items carry no
 * units for them, so their lines cannot be ordered (Northwind, `units@northwind.example`: no Tools).
 */
const UNIT_PROGRAMS: Readonly<Record<string, ReadonlySet<string>>> = {
  '10002': new Set(['Consumables', 'Tooling']),
};

export const inUnitProgram = (customerNumber: string, unitType: string | null | undefined): boolean => {
  const program = UNIT_PROGRAMS[customerNumber];
  return !program || (unitType !== null && unitType !== undefined && program.has(unitType));
};
