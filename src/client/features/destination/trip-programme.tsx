import { BedDouble, Check, Plane } from 'lucide-react';
import type { TripDetail } from '#domain/catalogue.ts';
import { ReviewCard } from '../../components/trips/review-card.tsx';
import { Stars } from '../../components/trips/stars.tsx';
import { useStepwise } from '../../lib/use-stepwise.ts';
import { Itinerary } from './itinerary.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

/** A trip's programme: the itinerary, then travel info, photos and reviews, one per task. */
export default function TripProgramme({ detail }: { detail: TripDetail }) {
  const sections = useStepwise(4, 1, 1);
  return (
    <>
      <section aria-labelledby="itinerary-title" className="render-when-near mt-12">
        <h2 id="itinerary-title" className="text-3xl font-semibold">
          Il programma giorno per giorno
        </h2>
        <Itinerary days={detail.itinerary} />
      </section>

      {sections > 1 && (
        <section aria-labelledby="info-title" className="render-when-near mt-12">
          <h2 id="info-title" className="text-3xl font-semibold">
            Informazioni di viaggio
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
              <h3 className="flex items-center gap-2 text-xl font-semibold">
                <Plane className="size-5 text-sea-700" aria-hidden /> Voli
              </h3>
              <p className="mt-2 text-navy-700">{detail.flights}</p>
            </div>
            {detail.hotels.length > 0 && (
              <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
                <h3 className="flex items-center gap-2 text-xl font-semibold">
                  <BedDouble className="size-5 text-sea-700" aria-hidden /> Hotel
                </h3>
                <ul className="mt-2 space-y-3">
                  {detail.hotels.map((hotel) => (
                    <li key={hotel.name}>
                      <p className="flex flex-wrap items-center gap-2 font-semibold">
                        {hotel.name} <Stars count={hotel.stars} />
                      </p>
                      {hotel.description && <p className="text-navy-700">{hotel.description}</p>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {detail.experiences.length > 0 && (
              <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
                <h3 className="text-xl font-semibold">Esperienze incluse</h3>
                <ul className="mt-2 space-y-3">
                  {detail.experiences.map((experience) => (
                    <li key={experience.title}>
                      <p className="font-semibold">{experience.title}</p>
                      {experience.description && (
                        <p className="text-navy-700">{experience.description}</p>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {detail.includes.length > 0 && (
              <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
                <h3 className="text-xl font-semibold">La quota comprende</h3>
                <ul className="mt-2 space-y-2">
                  {detail.includes.map((item) => (
                    <li key={item} className="flex gap-2 text-navy-700">
                      <Check className="mt-0.5 size-5 shrink-0 text-sea-700" aria-hidden /> {item}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>
      )}

      {sections > 2 && <PhotoGallery detail={detail} />}

      {/* A section with nothing in it is not shown, heading and all. */}
      {sections > 3 && detail.reviews.length > 0 && (
        <section aria-labelledby="reviews-title" className="render-when-near mt-12">
          <h2 id="reviews-title" className="text-3xl font-semibold">
            Cosa dicono i viaggiatori
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {detail.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
