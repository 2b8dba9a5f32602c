import { describe, expect, it } from 'vitest';
import { monthLabel, periodMonths, presetPeriod, spendPeriodError } from './spend.ts';

describe('spend report periods', () => {
  it('turns presets into periods ending today', () => {
    expect(presetPeriod('last30', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetPeriod('quarter', '2026-05-20')).toEqual({ from: '2026-04-01', to: '2026-05-20' });
    expect(presetPeriod('last12', '2026-11-28')).toEqual({ from: '2025-12-01', to: '2026-11-28' });
    expect(presetPeriod('year', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28' });
  });

  it('refuses malformed, reversed, future and overlong periods', () => {
    const today = '2026-11-28';
    expect(spendPeriodError({ from: '2026-02-30', to: '2026-03-01' }, today)).toBe('Enter dates as YYYY-MM-DD.');
    expect(spendPeriodError({ from: '2026-03-02', to: '2026-03-01' }, today)).toBe('From must be on or before To.');
    expect(spendPeriodError({ from: '2026-03-02', to: '2026-11-29' }, today)).toBe('To cannot be after today.');
    expect(spendPeriodError({ from: '2024-11-27', to: '2026-11-28' }, today)).toBe(
      'A report covers at most two years; choose a shorter period.',
    );
    expect(spendPeriodError({ from: '2024-11-28', to: '2026-11-28' }, today)).toBeNull();
  });

  it('lists the months a period touches', () => {
    expect(periodMonths({ from: '2025-11-15', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });
});
