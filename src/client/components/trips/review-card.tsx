import { Star } from 'lucide-react';
import type { Review } from '#domain/catalogue.ts';

/** A traveller's review: stars, words, who and when. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
      <p className="flex" role="img" aria-label={`Voto: ${review.rating} su 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            className={`size-4 ${i < review.rating ? 'fill-gold-400 text-gold-400' : 'text-navy-200'}`}
            aria-hidden
          />
        ))}
      </p>
      <blockquote className="mt-3 flex-1 text-navy-800">“{review.text}”</blockquote>
      <figcaption className="mt-4 text-sm text-navy-600">
        <strong className="text-navy-900">{review.authorName}</strong> · {review.location} ·{' '}
        {review.date}
      </figcaption>
    </figure>
  );
}
