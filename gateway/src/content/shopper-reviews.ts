// The store's shopper-approved reviews (account-admin-calls §7.9): one answer for every visitor,
// cached; a failing review service must not break the product page, so it fails open (logged).
import type { GatewayContext } from '../context.ts';
import type { ShopperReviews } from '../generated/resolvers-types.ts';

/** The product page shows a few; the ERP call always asks for the most the page may show. */
export const SHOPPER_REVIEWS_MAX = 10;

export async function shopperReviews(context: GatewayContext, first: number): Promise<ShopperReviews | null> {
  const wanted = Math.min(Math.max(Math.trunc(first), 1), SHOPPER_REVIEWS_MAX);
  try {
    const answer = await context.cache.getOrLoad(
      'content',
      `content:v1:shopper-reviews:${SHOPPER_REVIEWS_MAX}`,
      { freshSeconds: context.config.ttl.productSeconds, staleSeconds: context.config.ttl.staleSeconds },
      () => context.erp.get('/shopper-approved-reviews', { query: { max_reviews: SHOPPER_REVIEWS_MAX } }),
    );
    return {
      averageRating: answer.average_rating,
      reviewCount: answer.total_reviews,
      reviews: answer.reviews.slice(0, wanted).map((review) => ({
        id: review.id,
        rating: review.rating,
        name: review.display_name,
        location: review.location,
        date: review.date,
        comment: review.comments,
      })),
    };
  } catch (error) {
    context.log.log('warn', 'shopper reviews unavailable', { error: (error as Error).message });
    return null;
  }
}
