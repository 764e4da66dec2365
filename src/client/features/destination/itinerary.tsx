import type { ItineraryDay } from '#domain/catalogue.ts';
import { ChevronDown } from 'lucide-react';

/**
 * One day open at a time, and the open one can be closed again: the browser's own disclosure
 * (`<details>` sharing a name), which needs no code and answers a tap at once.
 */
export function Itinerary({ days }: { days: ItineraryDay[] }) {
  return (
    <div className="mt-6 rounded-[var(--radius-card)] bg-white px-6 shadow-[var(--shadow-card)]">
      {days.map((day, index) => (
        <details
          key={day.day}
          name="itinerario"
          open={index === 0}
          className="group border-b border-navy-100 last:border-b-0"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left font-semibold [&::-webkit-details-marker]:hidden">
            {/* A heading, as each day was: screen readers list the days among the page's headings. */}
            <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="rounded-full bg-navy-900 px-3 py-0.5 text-sm text-white">
                Giorno {day.day}
              </span>
              <span>{day.title}</span>
              {day.highlight && (
                <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-bold text-gold-700">
                  Da non perdere
                </span>
              )}
            </h3>
            <ChevronDown
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="pb-4 text-navy-700">
            <p>{day.description}</p>
            <ol className="mt-4 space-y-2 border-l-2 border-sea-100 pl-4">
              {day.activities.map((activity, index) => (
                <li key={index}>
                  <span className="font-semibold text-sea-700">{activity.time}</span> ·{' '}
                  {activity.title}
                  {activity.location && (
                    <span className="text-navy-600"> ({activity.location})</span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        </details>
      ))}
    </div>
  );
}
