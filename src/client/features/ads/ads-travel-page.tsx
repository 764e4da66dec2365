import { useQuery } from '@tanstack/react-query';
import { Eye, Timer } from 'lucide-react';
import type { TripSummary } from '#domain/catalogue.ts';
import { api, unwrap } from '../../lib/api.ts';
import { useFirstPaintDone } from '../../lib/first-paint.ts';
import { queryKeys } from '../../lib/query-client.ts';
import { DestinationPage } from '../destination/index.ts';
import { OfferBanner } from './offer-banner.tsx';

const sinceFormat = new Intl.RelativeTimeFormat('it', { numeric: 'auto' });

/** "2 ore fa", "ieri": how long ago the trip was last booked. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (minutes > -60) return sinceFormat.format(Math.min(minutes, -1), 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return sinceFormat.format(hours, 'hour');
  return sinceFormat.format(Math.round(hours / 24), 'day');
}

/** The honest urgency of decisions.md: real visitors of the day, the real last booking. */
function Interest({ trip }: { trip: TripSummary }) {
  const painted = useFirstPaintDone();
  const { data } = useQuery({
    queryKey: queryKeys.interest(trip.id),
    queryFn: () => unwrap(api.destinations[':id'].interest.$get({ param: { id: trip.id } })),
    enabled: painted,
  });
  if (!data || (data.viewsLast24h === 0 && !data.lastBookingAt)) return null;
  return (
    <ul className="mt-4 space-y-1 text-navy-700">
      {data.viewsLast24h > 0 && (
        <li className="flex items-center gap-2">
          <Eye className="size-5 text-sea-700" aria-hidden />
          {data.viewsLast24h} persone l&apos;hanno guardato nelle ultime 24 ore
        </li>
      )}
      {data.lastBookingAt && (
        <li className="flex items-center gap-2">
          <Timer className="size-5 text-sea-700" aria-hidden />
          Ultima prenotazione: {timeAgo(data.lastBookingAt)}
        </li>
      )}
    </ul>
  );
}

/** `/ads-special/travel/{id}` and `/ads-special/{id}`: the trip page with the offer. */
export function AdsTravelPage() {
  return (
    <DestinationPage
      extra={(trip) => (
        <div className="mt-6">
          <OfferBanner>
            Sul viaggio {trip.title}, per chi prenota in anticipo: stessi voli, stessi hotel, stesso
            gruppo di massimo 10 persone.
          </OfferBanner>
          <Interest trip={trip} />
        </div>
      )}
    />
  );
}
