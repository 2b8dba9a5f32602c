// The store's shopper-approved reviews (account-admin-calls §7.9): a fixed, seeded set, newest first.
import { HttpError } from '../http/router.ts';
import type { Schemas } from '../data/types.ts';
import { chance, int, mulberry32, pick } from '../data/prng.ts';

type Review = Schemas['ShopperReview'];

export const REVIEW_COUNT = 240;
export const REVIEWS_DEFAULT = 10;
export const REVIEWS_MAX = 50;

const NAMES = ['Mike S.', 'Dana K.', 'Luis R.', 'Priya N.', 'Tom B.', 'Angela M.', 'Sam W.', 'Jo P.', 'Chris L.'];
const PLACES = ['Houston, TX', 'Belmont, NC', 'Chicago, IL', 'Tulsa, OK', 'Mobile, AL', null];
const COMMENTS: Record<number, string[]> = {
  5: ['Gloves arrived the next day, exactly as ordered.', 'Easy reorder from my list; great prices on abrasives.'],
  4: [
    'Good selection of safety gear. Shipping took a day longer than quoted.',
    'Found the part by its number quickly.',
  ],
  3: ['The order was right, but one box came dented.'],
  2: ['Backordered item was not flagged until after checkout.'],
  1: ['Wrong size sent; the return was handled, slowly.'],
};

const REVIEWS: Review[] = (() => {
  const rng = mulberry32(0x5a_ee_d1);
  const day = Date.UTC(2026, 10, 20);
  return Array.from({ length: REVIEW_COUNT }, (_, i) => {
    const rating = chance(rng, 0.7) ? 5 : chance(rng, 0.6) ? 4 : int(rng, 1, 3);
    return {
      id: `SA-${String(10_000 + i)}`,
      rating,
      display_name: pick(rng, NAMES),
      location: pick(rng, PLACES),
      date: new Date(day - i * 2 * 86_400_000).toISOString().slice(0, 10),
      comments: pick(rng, COMMENTS[rating]!),
    };
  });
})();

const AVERAGE = Math.round((REVIEWS.reduce((sum, r) => sum + r.rating, 0) / REVIEWS.length) * 100) / 100;

export function shopperReviews(maxReviews: string | null) {
  const max = maxReviews === null ? REVIEWS_DEFAULT : Number(maxReviews);
  if (!Number.isInteger(max) || max < 1 || max > REVIEWS_MAX)
    throw new HttpError(400, `max_reviews: a whole number from 1 to ${REVIEWS_MAX}.`);
  return { total_reviews: REVIEWS.length, average_rating: AVERAGE, reviews: REVIEWS.slice(0, max) };
}
