import type { ItineraryDay } from '#domain/catalogue.ts';
import { Accordion, AccordionItem } from '../../components/ui/accordion.tsx';

/** One day open at a time, and the open one can be closed again. */
export function Itinerary({ days }: { days: ItineraryDay[] }) {
  return (
    <Accordion
      type="single"
      collapsible
      defaultValue="day-1"
      className="mt-6 rounded-[var(--radius-card)] bg-white px-6 shadow-[var(--shadow-card)]"
    >
      {days.map((day) => (
        <AccordionItem
          key={day.day}
          value={`day-${day.day}`}
          title={
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="rounded-full bg-navy-900 px-3 py-0.5 text-sm text-white">
                Giorno {day.day}
              </span>
              <span>{day.title}</span>
              {day.highlight && (
                <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-bold text-gold-700">
                  Da non perdere
                </span>
              )}
            </span>
          }
        >
          <p>{day.description}</p>
          <ol className="mt-4 space-y-2 border-l-2 border-sea-100 pl-4">
            {day.activities.map((activity, index) => (
              <li key={index}>
                <span className="font-semibold text-sea-700">{activity.time}</span> ·{' '}
                {activity.title}
                {activity.location && <span className="text-navy-600"> ({activity.location})</span>}
              </li>
            ))}
          </ol>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
