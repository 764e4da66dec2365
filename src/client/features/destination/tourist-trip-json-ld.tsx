import type { TripDetail } from '#domain/catalogue.ts';

/** schema.org TouristTrip for search engines; a data block, never run as script. */
export function TouristTripJsonLd({ trip }: { trip: TripDetail }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.title,
    description: trip.description,
    touristType: 'Viaggio di gruppo',
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.itinerary.length,
      itemListElement: trip.itinerary.map((day) => ({
        '@type': 'ListItem',
        position: day.day,
        name: day.title,
      })),
    },
    offers: { '@type': 'Offer', price: trip.price, priceCurrency: 'EUR' },
  };
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
