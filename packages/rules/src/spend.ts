// Spend reports (issue 33): the periods a report may cover, shared by the period form and the gateway.
import type { FormErrors } from './common.ts';

export const SPEND_MESSAGES = {
  notAllowed: 'You do not have access to spend reports.',
  dateFormat: 'Enter dates as YYYY-MM-DD.',
  fromAfterTo: 'From must be on or before To.',
  future: 'To cannot be after today.',
  tooLong: 'A report covers at most two years; choose a shorter period.',
  tooManyOrders: 'This period holds more than 10,000 orders; choose a shorter period.',
  failed: 'The spend report could not be loaded. Please try again.',
} as const;

/** The longest period a report covers, in days (two years, a leap day included). */
export const SPEND_MAX_DAYS = 731;
/** The most orders one report reads (the ERP pages them SPEND_PAGE_SIZE at a time). */
export const SPEND_MAX_ORDERS = 10_000;

export const SPEND_PRESETS = [
  { value: 'last30', label: 'Last 30 days' },
  { value: 'quarter', label: 'This quarter' },
  { value: 'last12', label: 'Last 12 months' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom' },
] as const;
export type SpendPreset = (typeof SPEND_PRESETS)[number]['value'];

export type SpendPeriod = { from: string; to: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const utc = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** Today as YYYY-MM-DD (UTC, the ERP's dates). */
export const todayIso = (now = new Date()): string => now.toISOString().slice(0, 10);

/** The period of a preset ending today (custom keeps what the form holds). */
export function presetPeriod(preset: Exclude<SpendPreset, 'custom'>, today: string): SpendPeriod {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'last30':
      return { from: iso(utc(today) - 29 * DAY_MS), to: today };
    case 'quarter':
      return { from: `${y}-${String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, '0')}-01`, to: today };
    case 'last12':
      return { from: iso(Date.UTC(y - 1, m, 1)), to: today };
    case 'year':
      return { from: `${y}-01-01`, to: today };
  }
}

const validDate = (v: string): boolean => DATE.test(v) && iso(utc(v)) === v;

/** Why a period cannot be reported on, or null. */
export function spendPeriodError(period: SpendPeriod, today: string): string | null {
  if (!validDate(period.from) || !validDate(period.to)) return SPEND_MESSAGES.dateFormat;
  if (period.from > period.to) return SPEND_MESSAGES.fromAfterTo;
  if (period.to > today) return SPEND_MESSAGES.future;
  if ((utc(period.to) - utc(period.from)) / DAY_MS + 1 > SPEND_MAX_DAYS) return SPEND_MESSAGES.tooLong;
  return null;
}

/**
 * The custom period form's validator: the period's message at the date to change (From when it is not
 * a date or the period is too long, else To); the report query refuses the same periods (`spendPeriodError`).
 */
export const spendPeriodFormErrors = (period: SpendPeriod, today: string): FormErrors<'from' | 'to'> => {
  const error = spendPeriodError(period, today);
  if (!error) return {};
  return !validDate(period.from) || error === SPEND_MESSAGES.tooLong ? { from: error } : { to: error };
};

/** The months a period touches, as YYYY-MM, oldest first. */
export function periodMonths(period: SpendPeriod): string[] {
  const months: string[] = [];
  let [y, m] = period.from.split('-').map(Number) as [number, number];
  const last = period.to.slice(0, 7);
  for (let key = period.from.slice(0, 7); key <= last; key = `${y}-${String(m).padStart(2, '0')}`) {
    months.push(key);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03" as "Mar 2026". */
export const monthLabel = (key: string): string =>
  `${MONTH_NAMES[Number(key.slice(5, 7)) - 1] ?? key.slice(5, 7)} ${key.slice(0, 4)}`;
