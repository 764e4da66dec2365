import { useWatch } from 'react-hook-form';
import { FALLBACK_PRICE, headlinePrice, struckPrice } from '#domain/pricing.ts';
import type { TripInputValues } from '#domain/trip-input.ts';
import { formatEuro } from '../../../lib/format.ts';
import { useTrip } from './api.ts';

const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * Beside the trip's price: the "da" price visitors read and why (pricing.ts, the rules the pages
 * follow), with the form's price and list price as they are now, saved or not.
 */
export function PriceSeen({ tripKey }: { tripKey: string | null }) {
  const [price, listPrice] = useWatch<TripInputValues, ['price', 'listPrice']>({
    name: ['price', 'listPrice'],
  });
  const saved = useTrip(tripKey ?? '', tripKey !== null).data;
  const seen = saved?.pricesSeen ?? { lowestDeparturePrice: null, lowestRecentPrice: null };
  const ownPrice = amount(price) ?? FALLBACK_PRICE;
  const list = amount(listPrice);
  const published = saved?.trip.state === 'pubblicato';
  // The price being set counts as one it is on sale at, once saved.
  const recent =
    published && seen.lowestRecentPrice !== null
      ? Math.min(seen.lowestRecentPrice, ownPrice)
      : null;
  const headline = headlinePrice(
    { price: ownPrice, listPrice: struckPrice(list, recent) },
    seen.lowestDeparturePrice,
  );
  const why = headline.fromDepartures
    ? 'la partenza più economica in vendita.'
    : amount(price) === null
      ? 'il prezzo di riserva del sito, finché non scrivi il prezzo a persona.'
      : 'il prezzo a persona: nessuna partenza è in vendita.';
  const struck = headline.reduction
    ? ` Barrato ${formatEuro(headline.reduction.listPrice)} (-${headline.reduction.percentage}%)${
        list !== null && headline.reduction.listPrice < list
          ? ': il prezzo più basso a cui è stato in vendita negli ultimi 30 giorni'
          : ''
      }.`
    : list !== null
      ? ' Il prezzo di listino non si vede: non è più alto del prezzo che i visitatori leggono, o il viaggio non era in vendita negli ultimi 30 giorni.'
      : '';
  return (
    <p className="rounded-xl bg-sea-50 px-4 py-3 text-sm text-navy-900">
      <strong>
        {published ? 'I visitatori vedono' : 'Una volta pubblicato, i visitatori vedranno'}:
      </strong>{' '}
      da {formatEuro(headline.price)}, {why}
      {struck}{' '}
      {tripKey && (
        <a href="#trip-reprice" className="font-semibold text-sea-700 underline">
          Cambia i prezzi delle partenze
        </a>
      )}
    </p>
  );
}
