import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { bucketOf } from './summary.ts';

const TODAY = Date.UTC(2026, 10, 25);

describe('the company summary', () => {
  it('ages invoices by days since their date into five buckets', () => {
    expect(
      ['2026-11-25', '2026-10-26', '2026-10-25', '2026-09-25', '2026-08-26', '2026-07-01'].map((d) =>
        bucketOf(d, TODAY),
      ),
    ).toEqual([0, 0, 1, 2, 3, 4]);
  });

  it('answers the buyer’s own customer with a balance in every bucket', async ({ t, buyer }) => {
    const answer = await t.call('GET', '/company/1/10001/summary', { token: buyer });
    expect(answer.status).toBe(200);
    const summary = answer.body;
    expect(summary.name).toBe('Acme Fabrication');
    expect(summary.period).toEqual(['Current', 'Over 30', 'Over 60', 'Over 90', 'Over 120']);
    const buckets = summary.custperiodbal.split(';').map(Number);
    expect(buckets).toHaveLength(5);
    expect(buckets.every((b) => b > 0)).toBe(true);
    expect(summary.salesytd).toBeGreaterThan(0);
    expect(summary.lastsalesytd).toBeGreaterThan(0);
    expect(summary.ordbal).toBeCloseTo(summary.openordval + summary.futinvbal, 2);
    expect(summary.lastsaledt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.lastpaydt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses another customer, an unknown company and a caller without a token', async ({ t, buyer }) => {
    expect((await t.call('GET', '/company/1/10004/summary', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/company/2/10001/summary', { token: buyer })).status).toBe(404);
    expect((await t.call('GET', '/company/1/10001/summary')).status).toBe(401);
  });
});
