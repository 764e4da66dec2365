import { ReviewCard } from '../../components/trips/review-card.tsx';
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
              <ReviewCard key={review.id} review={review} />
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
