import { Star } from 'lucide-react';
import { Carousel } from '../../components/ui/carousel.tsx';
import { catalogue } from '../../lib/page-data.ts';

/** What travellers said of Maldive & Dubai, the agency's best-loved trip. */
export function TestimonialsSection() {
  if (catalogue.testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-sand-100 py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <h2 id="testimonials-title" className="text-3xl font-semibold md:text-4xl">
          Tornati dalle Maldive
        </h2>
        <p className="mt-2 text-lg text-navy-700">
          Le parole di chi è partito con noi per Maldive & Dubai.
        </p>
        <div className="mt-8">
          <Carousel label="Recensioni dei viaggiatori">
            {catalogue.testimonials.map((review) => (
              <figure
                key={review.id}
                className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
              >
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
                  <strong className="text-navy-900">{review.authorName}</strong> · {review.location}{' '}
                  · {review.date}
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
