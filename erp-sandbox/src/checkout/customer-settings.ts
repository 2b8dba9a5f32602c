// Customer-master settings of checkout that the generated dataset does not carry.

/** Customers whose master requires a PO number on every order (Umbrella, `catalogs@umbrella.example`). */
export const PO_REQUIRED_CUSTOMERS: ReadonlySet<string> = new Set(['10006']);
