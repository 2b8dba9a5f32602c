import { useQuery } from '@apollo/client/react';
import { formatDate } from '../../lib/format';
import { ShopperReviewsDocument } from './ShopperReviews.generated';
import './ShopperReviews.css';

const stars = (rating: number) => '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating));

/**
 * The store's shopper-approved rating and newest reviews (account-admin-calls §7.9). Nothing at all
 * while loading or when the review service fails: the product page never waits on it or shows its error.
 */
export function ShopperReviews() {
  const { data } = useQuery(ShopperReviewsDocument);
  const reviews = data?.shopperReviews;
  if (!reviews || reviews.reviewCount === 0) return null;
  const average = reviews.averageRating.toFixed(1);
  return (
    <section className="shopper-reviews no-print" aria-labelledby="shopper-reviews-title">
      <h2 id="shopper-reviews-title">What our customers say</h2>
      <p>
        <span aria-hidden="true" className="review-stars">
          {stars(reviews.averageRating)}
        </span>{' '}
        {average} out of 5 · {reviews.reviewCount.toLocaleString('en-US')} reviews
      </p>
      <ul className="shopper-review-list">
        {reviews.reviews.map((review) => (
          <li key={review.id}>
            <p>
              <span role="img" aria-label={`${review.rating} out of 5 stars`} className="review-stars">
                {stars(review.rating)}
              </span>{' '}
              <strong>{review.name}</strong>
              {review.location && `, ${review.location}`} · {formatDate(review.date)}
            </p>
            <p>{review.comment}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
