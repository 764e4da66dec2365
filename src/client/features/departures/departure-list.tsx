import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { todayInRome } from '#domain/calendar.ts';
import type { TripSummary } from '#domain/catalogue.ts';
import {
  daysAndNights,
  fallbackDepartures,
  groupByMonth,
  seatBadge,
  type Departure,
} from '#domain/departures.ts';
import { firstBookableDate } from '#domain/trip-dates.ts';
import { composeChatMessage } from '#domain/chat.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-client.ts';
import { heldUntilReady, sendsWithoutCode, takesOver } from '../../lib/early-submit.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { team } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { WaitlistSignUp } from './waitlist-sign-up.tsx';

/** Coordinators for made-up departures: the team's first names, two by two. */
function teamPairs(): [string, string][] {
  const names = team.map((member) => member.firstName);
  return names.flatMap((name, i) =>
    names.slice(i + 1).map((other): [string, string] => [name, other]),
  );
}

/**
 * A trip's departures, cached per trip for the visit. When the API cannot answer, the
 * browser shows departures of its own (the spec's fallback).
 */
export function useDepartures(trip: TripSummary) {
  return useQuery({
    queryKey: queryKeys.departures(trip.id),
    queryFn: async (): Promise<Departure[]> => {
      try {
        const { departures } = await unwrap(
          api.destinations[':id'].departures.$get({ param: { id: trip.id } }),
        );
        return departures;
      } catch (error) {
        console.error('Departures could not be loaded; showing generated ones.', error);
        return fallbackDepartures(trip, firstBookableDate(todayInRome(new Date())), teamPairs());
      }
    },
  });
}

const badge = {
  full: 'bg-navy-100 text-navy-700',
  few: 'bg-gold-100 text-navy-900',
  available: 'bg-sea-50 text-sea-700',
} as const;

/**
 * Where "Prenota Ora" leads before the page's code runs or without it: the contact form, filled
 * in with the trip and the dates (it works without JavaScript). With the code, the airport
 * dialog and the chat follow, as the spec says.
 */
function askAbout(trip: TripSummary, departure: Departure): string {
  const start = formatDate(departure.startDate);
  const end = formatDate(departure.endDate);
  return paths.contactAbout({
    message: composeChatMessage({ destination: trip.title, start, end }),
    destination: trip.id,
    date: `${start} - ${end}`,
  });
}

function DepartureCard({
  trip,
  departure,
  onChoose,
}: {
  trip: TripSummary;
  departure: Departure;
  onChoose: (departure: Departure) => void;
}) {
  const full = departure.status === 'full';
  const label = `${formatDate(departure.startDate)} – ${formatDate(departure.endDate)}`;
  // Pressed in the trip page's dates before this code ran: carried out now.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (link.current) takesOver(link.current);
  }, []);
  return (
    <li
      className={cn(
        'rounded-2xl border border-navy-100 p-4',
        full ? 'bg-navy-50/60' : 'bg-white shadow-sm',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-navy-900">
          <CalendarDays className="size-5 shrink-0 text-sea-700" aria-hidden />
          {formatDate(departure.startDate)} – {formatDate(departure.endDate)}
        </p>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            badge[departure.status],
          )}
        >
          {seatBadge(departure.spotsAvailable)}
        </span>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-navy-700">
        <li className="flex items-center gap-2">
          <Users className="size-4 shrink-0 text-sea-700" aria-hidden />
          Coordinatori: {departure.coordinators.join(' & ')}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-sea-700" aria-hidden />
          {daysAndNights(departure.tripDuration)}
        </li>
        {!full && (
          <li className="pl-6">
            {departure.spotsAvailable} posti disponibili su {departure.totalSpots}
          </li>
        )}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p>
          <span className="text-2xl font-bold text-navy-900">{formatEuro(departure.price)}</span>
          <span className="text-sm text-navy-600"> a persona</span>
        </p>
        {full ? (
          <Button
            variant="accent"
            size="sm"
            className="shrink-0 whitespace-nowrap"
            disabled
            aria-label={`Completo: ${formatDate(departure.startDate)}`}
          >
            Completo
          </Button>
        ) : (
          <a
            ref={link}
            id={`prenota-${departure.id}`}
            {...heldUntilReady}
            {...sendsWithoutCode}
            href={askAbout(trip, departure)}
            className={cn(buttonClasses('accent', 'sm'), 'shrink-0 whitespace-nowrap')}
            onClick={(event) => {
              event.preventDefault();
              onChoose(departure);
            }}
            aria-label={`Prenota Ora: ${label}`}
          >
            Prenota Ora
          </a>
        )}
      </div>
      {full && <WaitlistSignUp departureId={departure.id} label={label} />}
    </li>
  );
}

/**
 * A trip's departures by month, each with its seats and "Prenota Ora", and the spec's footer: the
 * body of the dates dialog, and of the trip page's own dates (in its HTML).
 */
export function DepartureList({
  trip,
  onChoose,
}: {
  trip: TripSummary;
  onChoose: (departure: Departure) => void;
}) {
  const departures = useDepartures(trip);
  const months = groupByMonth(departures.data ?? []);
  return (
    <>
      {departures.isPending ? (
        <div className="grid place-items-center py-12">
          <Spinner label="Caricamento delle date…" />
        </div>
      ) : months.length === 0 ? (
        <p className="py-10 text-center text-navy-700">Nessuna data disponibile al momento.</p>
      ) : (
        <div className="space-y-6">
          {months.map((month) => (
            // The dialog shows in the frame after the tap with its first month; the others
            // follow a frame later, or as they scroll near.
            <section key={month.month} aria-label={month.label} className="fill-after-first-frame">
              <h3 className="mb-3 text-lg font-semibold text-navy-900">{month.label}</h3>
              <ul className="space-y-3">
                {month.departures.map((departure) => (
                  <DepartureCard
                    key={departure.id}
                    trip={trip}
                    departure={departure}
                    onChoose={onChoose}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="mt-6 border-t border-navy-100 pt-4 text-center text-sm text-navy-600">
        Per maggiori informazioni contattaci su WhatsApp
      </p>
    </>
  );
}
