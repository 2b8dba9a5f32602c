// The store's reviews over the typed fake ERP: mapped, cached for every visitor, and absent (logged)
// when the review service fails.
import { describe, expect, it, vi } from 'vitest';
import { ErpUnavailableError } from '../erp/errors.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import type { Logger } from '../observability/logger.ts';

const REVIEWS =
  '{ shopperReviews(first: 2) { averageRating reviewCount reviews { id rating name location date comment } } }';
const answer = {
  total_reviews: 240,
  average_rating: 4.62,
  reviews: [
    { id: 'SA-1', rating: 5, display_name: 'Mike S.', location: 'Houston, TX', date: '2026-11-20', comments: 'Fast.' },
    { id: 'SA-2', rating: 4, display_name: 'Dana K.', location: null, date: '2026-11-18', comments: 'Good.' },
    { id: 'SA-3', rating: 3, display_name: 'Tom B.', location: null, date: '2026-11-16', comments: 'Dented box.' },
  ],
};

describe('shopper reviews', () => {
  it('gives guests and buyers the rating and the newest reviews, asking the service once', async () => {
    const guest = await unitGateway({ 'GET /shopper-approved-reviews': () => answer }, { principal: null });
    const result = await guest.run(REVIEWS);
    expect(result.data).toEqual({
      shopperReviews: {
        averageRating: 4.62,
        reviewCount: 240,
        reviews: [
          { id: 'SA-1', rating: 5, name: 'Mike S.', location: 'Houston, TX', date: '2026-11-20', comment: 'Fast.' },
          { id: 'SA-2', rating: 4, name: 'Dana K.', location: null, date: '2026-11-18', comment: 'Good.' },
        ],
      },
    });
    const buyer = await guest.as(principalOf());
    await buyer.run(REVIEWS);
    expect(guest.callsTo('GET /shopper-approved-reviews')).toHaveLength(1);
    expect(guest.callsTo('GET /shopper-approved-reviews')[0]?.query).toEqual({ max_reviews: 10 });
  });

  it('is null when the review service fails, and the failure is logged', async () => {
    const gateway = await unitGateway(
      {
        'GET /shopper-approved-reviews': () => {
          throw new ErpUnavailableError('timeout', 'GET /shopper-approved-reviews');
        },
      },
      { principal: null },
    );
    const log = vi.fn();
    const logger: Logger = { log, child: () => logger };
    gateway.services.log = logger;
    const result = await gateway.run(REVIEWS);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ shopperReviews: null });
    const [level, message, fields] = log.mock.calls[0] as [string, string, { error: string }];
    expect([level, message]).toEqual(['warn', 'shopper reviews unavailable']);
    expect(fields.error).toContain('timeout');
  });
});
