import { describe, expect } from 'vitest';
import { it } from '../testing.ts';

describe('static content', () => {
  it('serves the locations and document lists without a token, and 404 for an unknown collection', async ({ t }) => {
    const locations = await t.call('GET', '/content/locations');
    expect(locations.status).toBe(200);
    const houston = locations.body.find((l) => l.city === 'Houston' && l.state === 'TX');
    expect(houston?.mapUrl).toContain('Houston');
    const w9 = await t.call('GET', '/content/documents/w9');
    expect(w9.body).toHaveLength(3);
    const unknown = await t.call('GET', '/content/documents/brochures');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: "Unknown document collection 'brochures'." });
  });

  it('serves the strategic sourcing guide to staff only', async ({ t }) => {
    expect((await t.call('GET', '/content/strategic-sourcing')).status).toBe(401);
    expect(
      (await t.call('GET', '/content/strategic-sourcing', { token: await t.login('buyer@acme.example') })).status,
    ).toBe(403);
    const staff = await t.call('GET', '/content/strategic-sourcing', {
      token: await t.login('associate@vallen.example'),
    });
    expect(staff.status).toBe(200);
    expect(staff.body.every((row: string[]) => row.length === 12)).toBe(true);
  });

  it('serves the newest shopper-approved reviews without a token, 10 unless asked, 1 to 50', async ({ t }) => {
    const some = await t.call('GET', '/shopper-approved-reviews');
    expect(some.status).toBe(200);
    expect(some.body.reviews).toHaveLength(10);
    expect(some.body.total_reviews).toBe(240);
    expect(some.body.average_rating).toBeGreaterThan(4);
    expect(some.body.average_rating).toBeLessThanOrEqual(5);
    const dates = some.body.reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await t.call('GET', '/shopper-approved-reviews?max_reviews=50')).body.reviews).toHaveLength(50);
    for (const bad of ['0', '51', 'x'])
      expect((await t.call('GET', `/shopper-approved-reviews?max_reviews=${bad}`)).status).toBe(400);
  });
});
