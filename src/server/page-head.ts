import type { TripSummary } from '#domain/catalogue.ts';
import { listOfNames } from '#domain/words.ts';
import { canonicalTripId } from '#domain/destination-ids.ts';
import { formatEuro } from '#domain/format.ts';
import { headlinePrice } from '#domain/pricing.ts';
import { adsTwins, pageTitle, privatePageTitles } from '#domain/page-titles.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { travelPaths } from '#domain/site-paths.ts';
import type { TeamMember } from '#domain/team.ts';
import {
  photoSrcset,
  TRIP_CARD_SIZES,
  TRIP_HERO_SIZES,
  type TripPhoto,
} from '#domain/trip-photos.ts';
import type { LowestPriceOnSale } from './catalogue/availability.ts';
import type { BuiltCatalogue } from './catalogue/build.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  sitePreviewPath,
  tripPreviewPath,
} from './catalogue/previews.ts';
import { pageDataTags, type PageData } from './page-data.ts';
import type { RenderedPageAt } from './pages.ts';

export type HeadSources = {
  site: SiteConfig;
  /** The public address, without a trailing slash: canonical links are absolute. */
  siteUrl: string;
  catalogue: BuiltCatalogue;
  team: readonly TeamMember[];
};

type Head = {
  description: string;
  /** The page's one public address; null for private pages, which search engines skip. */
  canonical: string | null;
  image?: { src: string; alt: string };
  /** The staff's photo that is the page's first picture, and how wide it is drawn. */
  preload?: { photo: TripPhoto; sizes: string };
  jsonLd?: PageData;
};

type PageName = RenderedPageAt['name'];

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's first picture when it is a staff's photo (a trip's hero, the listing's first card),
 * as its `<picture>` will pick it: the AVIF variant for its width (browsers without AVIF skip the
 * hint and read the WebP the picture offers). React writes such a hint for an illustration's
 * `<img>` itself, never for an `<img>` inside a `<picture>`; hinted here, the photo is asked for
 * with the fonts, before the body is parsed.
 */
const photoPreload = ({ photo, sizes }: NonNullable<Head['preload']>) =>
  `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(photoSrcset(photo, 'avif'))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;

type PublicPage = Exclude<PageName, keyof typeof privatePageTitles | keyof typeof adsTwins>;

// The shared tables, checked against the router's pages. Private pages are never indexed; an
// ads page has the content of its main site's twin, which is the one indexed.
const privatePages: Partial<Record<PageName, string>> = privatePageTitles;
const twins: Partial<Record<PageName, PublicPage>> = adsTwins;

/**
 * Per-page head tags: title, description, canonical address, Open Graph and Twitter cards with
 * the page's preview image, and schema.org blocks. Titles are those the browser sets when the
 * visitor moves on (domain/page-titles.ts).
 */
export function pageHead({ site, siteUrl, catalogue, team }: HeadSources) {
  const brand = site.name;
  const absolute = (address: string) => `${siteUrl}${address}`;
  const trips = catalogue.catalogue.trips;
  // The link previews the server draws (catalogue/previews.ts), named after what they show.
  const sitePreview = sitePreviewPath(catalogue);
  // A draft has a head only in the staff's preview, whose catalogue lists it apart.
  const shown = [...trips, ...(catalogue.catalogue.drafts ?? [])];
  const tripOf = (id: string | undefined) =>
    id === undefined ? undefined : shown.find((trip) => trip.id === canonicalTripId(id));

  const breadcrumbs = (steps: [name: string, address: string][]): PageData[number] => ({
    id: 'breadcrumbs',
    type: 'application/ld+json',
    value: {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: steps.map(([name, address], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: absolute(address),
      })),
    },
  });
  // A summary page's list, as search engines read one: each trip by its position and address
  // (its own page carries its name and offer). Names too would cost the listing 0.2 KB of its
  // first round trip.
  const tripList: PageData[number] = {
    id: 'trips',
    type: 'application/ld+json',
    value: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Viaggi di gruppo',
      numberOfItems: trips.length,
      itemListElement: trips.map((trip, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absolute(travelPaths.travel(trip.id)),
      })),
    },
  };

  function tripHead(trip: TripSummary, lowestPrice: LowestPriceOnSale): Head {
    const detail = catalogue.details.get(trip.id);
    const address = travelPaths.travel(trip.id);
    // The same "da" price as the page's: its cheapest departure on sale, or its own.
    const headline = headlinePrice(trip, lowestPrice(trip.id));
    const from = `da ${formatEuro(headline.price)} a persona`;
    const image = tripPreviewPath(trip, headline.price);
    return {
      description: `${trip.description} ${trip.tripDays} giorni ${from}.`,
      canonical: address,
      image: { src: image, alt: `${trip.title}, ${from}` },
      ...(trip.cover && { preload: { photo: trip.cover, sizes: TRIP_HERO_SIZES } }),
      jsonLd: [
        {
          id: 'tourist-trip',
          type: 'application/ld+json',
          value: {
            '@context': 'https://schema.org',
            '@type': ['TouristTrip', 'Product'],
            name: trip.title,
            description: trip.description,
            url: absolute(address),
            image: absolute(image),
            touristType: 'Viaggio di gruppo',
            category: trip.categoryTitle,
            brand: { '@type': 'Brand', name: brand },
            provider: { '@type': 'TravelAgency', name: brand, url: siteUrl },
            ...(detail &&
              detail.itinerary.length > 0 && {
                itinerary: {
                  '@type': 'ItemList',
                  numberOfItems: detail.itinerary.length,
                  itemListElement: detail.itinerary.map((day) => ({
                    '@type': 'ListItem',
                    position: day.day,
                    name: day.title,
                  })),
                },
              }),
            // Only a rating that is true: the trip's reviews, or figures staff entered.
            ...(trip.rating && {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: trip.rating.average,
                bestRating: 5,
                reviewCount: trip.rating.count,
              },
            }),
            // Departures on sale: the lowest of their prices; none: the trip's own price.
            offers: {
              ...(headline.fromDepartures
                ? { '@type': 'AggregateOffer', lowPrice: headline.price }
                : { '@type': 'Offer', price: headline.price }),
              priceCurrency: 'EUR',
              // Groups of ten at most: seats are always few (the page shows them by departure).
              availability: 'https://schema.org/LimitedAvailability',
              url: absolute(address),
            },
          },
        },
        breadcrumbs([
          ['Home', '/'],
          ['Viaggi di gruppo', travelPaths.all],
          [trip.title, address],
        ]),
      ],
    };
  }

  const home: Head = {
    description:
      'Viaggi di gruppo di massimo 10 persone con due coordinatori: Maldive, Giappone, New York, Thailandia e molto altro. Prenoti con una piccola caparra, al resto pensiamo noi.',
    canonical: '/',
    jsonLd: [
      {
        id: 'website',
        type: 'application/ld+json',
        value: {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: brand,
          url: `${siteUrl}/`,
          inLanguage: 'it-IT',
        },
      },
      tripList,
    ],
  };
  const teamHead = {
    description: `${listOfNames(team.map((member) => member.firstName))}: le persone di ${brand} che disegnano i viaggi, rispondono alle tue domande e partono con i gruppi come coordinatori.`,
    canonical: '/team',
  };
  const missing = (what: 'trip' | 'page'): Head => ({
    description:
      what === 'trip'
        ? 'Il viaggio che cerchi non è (più) in catalogo: scopri le altre destinazioni di gruppo.'
        : 'Forse il link è cambiato: riparti dalla home e scopri i nostri viaggi di gruppo.',
    canonical: null,
  });

  const publicHeads: Record<
    PublicPage,
    (params: Record<string, string>, lowestPrice: LowestPriceOnSale) => Head
  > = {
    home: () => home,
    travels: () => ({
      description: `${trips.length} viaggi di gruppo in piccoli gruppi di massimo 10 persone, con due coordinatori e tutto organizzato, dal volo all'ultima cena. Scegli la tua destinazione.`,
      canonical: travelPaths.all,
      // The first card's picture is the phone's first screen's largest.
      ...(trips[0]?.cover && { preload: { photo: trips[0].cover, sizes: TRIP_CARD_SIZES } }),
      jsonLd: [tripList],
    }),
    destination: ({ id }, lowestPrice) => {
      const trip = tripOf(id);
      return trip ? tripHead(trip, lowestPrice) : missing('trip');
    },
    about: () => ({
      description: `${brand} è un'agenzia di Bari che organizza viaggi di gruppo in tutto il mondo, in gruppi di massimo dieci persone con due coordinatori: la nostra storia, i nostri valori.`,
      canonical: '/about',
    }),
    team: () => teamHead,
    teamMember: ({ id }) => {
      const member = team.find((candidate) => candidate.id === id);
      if (!member) return teamHead;
      const address = `/team/${member.id}`;
      return {
        description: `${member.name}, ${member.role} di ${brand}: ${member.yearsOfExperience} anni di viaggi di gruppo, le destinazioni che consiglia e le parole dei viaggiatori.`,
        canonical: address,
        jsonLd: [
          {
            id: 'person',
            type: 'application/ld+json',
            value: {
              '@context': 'https://schema.org',
              '@type': 'Person',
              name: member.name,
              jobTitle: member.role,
              url: absolute(address),
              worksFor: { '@type': 'TravelAgency', name: brand, url: siteUrl },
            },
          },
          breadcrumbs([
            ['Home', '/'],
            ['Il Team', '/team'],
            [member.name, address],
          ]),
        ],
      };
    },
    contact: () => ({
      description: `Una domanda o un preventivo per il tuo viaggio di gruppo? Scrivici dal modulo, per e-mail o chiamaci al ${site.contactPhone}: ti risponde una persona del nostro team.`,
      canonical: '/contact',
    }),
    privacyPolicy: () => ({
      description: `Come ${brand} tratta i tuoi dati personali e come gestiamo rimborsi e imprevisti.`,
      canonical: '/privacy-policy',
    }),
    notFound: () => missing('page'),
  };

  function headOf(page: RenderedPageAt, lowestPrice: LowestPriceOnSale): Head {
    if (page.name in privatePages) {
      return {
        description: home.description,
        canonical: null,
      };
    }
    const twin = twins[page.name] ?? (page.name as PublicPage);
    return publicHeads[twin](page.params, lowestPrice);
  }

  /** The tags for `page`, HTML-escaped, in place of the template's marker. */
  return (page: RenderedPageAt, lowestPrice: LowestPriceOnSale): string => {
    const head = headOf(page, lowestPrice);
    const title = pageTitle(page, { brand, trips: shown, team });
    const image = head.image ?? {
      src: sitePreview,
      alt: `${brand}: viaggi di gruppo organizzati da Bari`,
    };
    const meta = (key: 'name' | 'property', name: string, content: string | number) =>
      `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
    const tags = [
      `<title>${escapeHtml(title)}</title>`,
      ...(head.preload ? [photoPreload(head.preload)] : []),
      meta('name', 'description', head.description),
      head.canonical === null
        ? meta('name', 'robots', 'noindex')
        : `<link rel="canonical" href="${escapeHtml(absolute(head.canonical))}" />`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', brand),
      meta('property', 'og:locale', 'it_IT'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', head.description),
      ...(head.canonical === null ? [] : [meta('property', 'og:url', absolute(head.canonical))]),
      meta('property', 'og:image', absolute(image.src)),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', PREVIEW_WIDTH),
      meta('property', 'og:image:height', PREVIEW_HEIGHT),
      meta('property', 'og:image:alt', image.alt),
      // X reads the title, description and image from Open Graph's; its card needs its own
      // kind and the image's description.
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image:alt', image.alt),
      ...(head.jsonLd ? [pageDataTags(head.jsonLd)] : []),
    ];
    return tags.join('\n    ');
  };
}
