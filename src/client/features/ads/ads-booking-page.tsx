import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { offeredAirports } from '#domain/airports.ts';
import { addDays, daysBetween, isIsoDate, todayInRome } from '#domain/calendar.ts';
import { composeBookingChatMessage } from '#domain/chat.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { DEFAULT_TRIP_DAYS, nightsOf, tripEndDate } from '#domain/trip-dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioGroup, RadioOption } from '../../components/ui/choice.tsx';
import { formatDate } from '../../lib/format.ts';
import { catalogue } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { handOffTrip } from '../../lib/booking-handoff.ts';
import { openChat } from '../chat/index.ts';
import { OfferBanner } from './offer-banner.tsx';

/** Without dates in the address, the spec's defaults: two months from today. */
const DEFAULT_LEAD_DAYS = 60;

/** The trip, dates and airport the address brings (the departure dialog or an ad's link). */
function useRequestedTrip() {
  const [params] = useSearchParams();
  const trip = catalogue.trips.find((candidate) => candidate.id === params.get('destination'));
  const tripDays = trip?.tripDays || DEFAULT_TRIP_DAYS;
  const askedStart = params.get('startDate') ?? '';
  const askedEnd = params.get('endDate') ?? '';
  const valid = isIsoDate(askedStart) && isIsoDate(askedEnd) && askedStart <= askedEnd;
  const startDate = valid ? askedStart : addDays(todayInRome(new Date()), DEFAULT_LEAD_DAYS);
  const endDate = valid ? askedEnd : tripEndDate(startDate, tripDays);
  // The spec's list with the trip's own airports: the one the address names, if among them.
  const airports = offeredAirports(trip);
  const airport = airports.find((name) => name === params.get('airport')) ?? null;
  return {
    trip,
    airports,
    departureId: params.get('departure'),
    startDate,
    endDate,
    // The spec counts the days of the ads booking from the two dates, both included.
    days: daysBetween(startDate, endDate) + 1,
    airport,
  };
}

/** `/ads-special/booking`, "Prenota il Tuo Viaggio": the airport, then the chat or the form. */
export function AdsBookingPage() {
  const navigate = useNavigate();
  const requested = useRequestedTrip();
  const [airport, setAirport] = useState<string | null>(requested.airport);
  const { trip, airports, startDate, endDate, days } = requested;
  const title = trip?.title ?? 'il tuo viaggio di gruppo';

  const talk = () =>
    airport &&
    void openChat(
      composeBookingChatMessage({
        destination: title,
        start: formatDate(startDate),
        end: formatDate(endDate),
        days,
        airport,
      }),
    );

  // The form after this page is the main site's: it books the departure, or sends an enquiry.
  const proceed = () => {
    if (!airport || !trip) return;
    handOffTrip({
      destinationId: trip.id,
      departureId: requested.departureId,
      destinationTitle: trip.title,
      startDate,
      endDate,
      tripDays: days,
      nights: nightsOf(days),
      airport,
      price: trip.price,
      coordinators: 'Team locale',
      seatsLeft: GROUP_SIZE,
    });
    void navigate(paths.booking);
  };

  return (
    <section
      aria-labelledby="ads-booking-title"
      className="mx-auto max-w-3xl px-4 pt-24 pb-20 md:px-6 md:pt-32"
    >
      <h1 id="ads-booking-title" className="text-4xl font-semibold md:text-5xl">
        Prenota il Tuo Viaggio
      </h1>
      <div className="mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6">
        <h2 className="text-2xl font-semibold">{trip?.title ?? 'Viaggio di gruppo'}</h2>
        <p className="mt-2 text-navy-700">
          Dal {formatDate(startDate)} al {formatDate(endDate)} · {days} giorni / {nightsOf(days)}{' '}
          notti
        </p>
        <h3 id="ads-airport" className="mt-6 font-semibold">
          Aeroporto di partenza
        </h3>
        <RadioGroup
          aria-labelledby="ads-airport"
          value={airport ?? ''}
          onValueChange={setAirport}
          className="mt-3 grid gap-2 sm:grid-cols-2"
        >
          {airports.map((name) => (
            <RadioOption key={name} value={name} id={`ads-airport-${name}`}>
              {name}
            </RadioOption>
          ))}
        </RadioGroup>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button variant="whatsapp" size="lg" disabled={!airport} onClick={talk}>
            <MessageCircle aria-hidden /> Parla con un consulente
          </Button>
          <Button variant="accent" size="lg" disabled={!airport || !trip} onClick={proceed}>
            Procedi con la prenotazione
          </Button>
        </div>
        {!trip && (
          <p className="mt-3 text-sm text-navy-700">
            Scegli prima un viaggio dalla lista per prenotarlo online; un consulente può aiutarti
            anche subito.
          </p>
        )}
      </div>
      <div className="mt-6">
        <OfferBanner />
      </div>
    </section>
  );
}
