import type { Review, RatingFigures, TripRating } from './catalogue.ts';
import { countOf } from './words.ts';

/**
 * A trip's rating is a fact, never a claim: the figures staff entered for reviews collected
 * elsewhere (with where), else the average of the trip's own reviews, else none at all.
 */
export function tripRating(trip: {
  reviews: readonly Pick<Review, 'rating'>[];
  ratingFigures: RatingFigures | null;
}): TripRating | null {
  if (trip.ratingFigures) return { ...trip.ratingFigures };
  if (trip.reviews.length === 0) return null;
  const total = trip.reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    average: Math.round((total / trip.reviews.length) * 10) / 10,
    count: trip.reviews.length,
    source: null,
  };
}

/** "4.8/5", as the spec writes it. */
export const ratingScore = (rating: TripRating) => `${rating.average.toFixed(1)}/5`;

/** "da 129 recensioni", "da 1 recensione". */
export const ratingCount = (rating: TripRating) =>
  `da ${countOf(rating.count, 'recensione', 'recensioni')}`;
