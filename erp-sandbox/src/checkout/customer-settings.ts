// Customer-master settings of checkout that the generated dataset does not carry.

export { PO_REQUIRED_CUSTOMERS } from '../data/customers.ts';

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
