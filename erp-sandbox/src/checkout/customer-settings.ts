// Customer-master settings of checkout that the generated dataset does not carry.

/** Customers whose master requires a PO number on every order (Umbrella, `catalogs@umbrella.example`). */
export const PO_REQUIRED_CUSTOMERS: ReadonlySet<string> = new Set(['10006']);

/**
 * Customers whose approval workflow groups by department: every order names one (Stark Machining,
 * `buyer@stark.example`).
 */
export const DEPARTMENT_GROUPED: Readonly<Record<string, readonly { department_key: string; description: string }[]>> = {
  '10007': [
    { department_key: 'ASSEMBLY', description: 'Assembly' },
    { department_key: 'MACHINING', description: 'Machining' },
    { department_key: 'QA', description: 'Quality Assurance' },
  ],
};
