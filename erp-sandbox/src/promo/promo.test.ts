import { describe, expect } from 'vitest';
import { it } from '../testing.ts';

describe('promo codes', () => {
  it('counts the live codes (FREEFR8, SAVE10, TAKE25; SPRING5 is not live) for a logged-in caller only', async ({
    t,
    buyer,
  }) => {
    const count = await t.call('GET', '/promo-codes/live-count', { token: buyer });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ live_count: 3 });
    expect((await t.call('GET', '/promo-codes/live-count')).status).toBe(401);
  });

  it('answers a code also when it is not live, and none for an unknown code', async ({ t, buyer }) => {
    const spring = await t.call('GET', '/promo-code/spring5', { token: buyer });
    expect(spring.body).toMatchObject({ promo_code: 'SPRING5', is_live: false });
    expect((await t.call('GET', '/promo-code/NOPE', { token: buyer })).status).toBe(404);
  });
});
