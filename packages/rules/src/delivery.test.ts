import { describe, expect, it } from 'vitest';
import { DELIVERY_ESTIMATES, deliveryEstimate } from './delivery.ts';

// 2026-11-30 is a Monday. Eastern time is UTC-5 in winter: 18:59 EST is 23:59 UTC.
const at = (iso: string) => new Date(iso);

describe('delivery estimate (§9)', () => {
  it('follows the spec table for an order before the 7PM EST cut-off', () => {
    const days = ['30', '01', '02', '03', '04', '05', '06'].map((d, i) =>
      deliveryEstimate(at(`2026-${i === 0 ? '11' : '12'}-${d}T15:00:00Z`), 'DEFAULT'),
    );
    expect(days).toEqual([
      { weekday: 'Wednesday', date: '12/02/2026' },
      { weekday: 'Thursday', date: '12/03/2026' },
      { weekday: 'Friday', date: '12/04/2026' },
      { weekday: 'Monday', date: '12/07/2026' },
      { weekday: 'Tuesday', date: '12/08/2026' },
      { weekday: 'Wednesday', date: '12/09/2026' },
      { weekday: 'Wednesday', date: '12/09/2026' },
    ]);
    expect(DELIVERY_ESTIMATES.map(([, delivered]) => delivered)).toEqual([
      'Wednesday',
      'Thursday',
      'Friday',
      'Monday',
      'Tuesday',
      'Wednesday',
    ]);
  });

  it('counts an order after the cut-off as placed the next day: 7PM EST, or 5PM EST on the second site', () => {
    // Monday 6:30PM EST: before 7PM, after 5PM.
    expect(deliveryEstimate(at('2026-11-30T23:30:00Z'), 'DEFAULT').weekday).toBe('Wednesday');
    expect(deliveryEstimate(at('2026-11-30T23:30:00Z'), 'RV').weekday).toBe('Thursday');
    // Monday 7PM EST sharp is after the cut-off.
    expect(deliveryEstimate(at('2026-12-01T00:00:00Z'), 'DEFAULT')).toEqual({
      weekday: 'Thursday',
      date: '12/03/2026',
    });
    // Friday after the cut-off counts as the weekend: Wednesday.
    expect(deliveryEstimate(at('2026-12-05T01:00:00Z'), 'DEFAULT')).toEqual({
      weekday: 'Wednesday',
      date: '12/09/2026',
    });
  });

  it('reads the day on the Eastern clock, not the viewer’s', () => {
    // Tuesday 02:00 UTC is still Monday 9PM EST (after the cut-off): Thursday.
    expect(deliveryEstimate(at('2026-12-01T02:00:00Z'), 'DEFAULT').weekday).toBe('Thursday');
    // In summer (EDT, UTC-4), Monday 6:30PM is 22:30 UTC: before the cut-off.
    expect(deliveryEstimate(at('2026-06-01T22:30:00Z'), 'DEFAULT')).toEqual({
      weekday: 'Wednesday',
      date: '06/03/2026',
    });
  });
});
