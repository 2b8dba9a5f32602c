// How the ERP writes a day: `YYYY-MM-DD` in UTC, in orders, quotes and invoices alike.

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
