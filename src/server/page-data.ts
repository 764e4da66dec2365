import { schemaOpeningHours } from '#domain/office-hours.ts';
import type { SiteConfig } from '#domain/site-config.ts';

/** schema.org description of the agency, for search engines. */
function travelAgency(site: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: site.name,
    legalName: site.legalName,
    vatID: site.vatNumber,
    email: site.contactEmail,
    telephone: site.contactPhone,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'IT' },
    openingHours: schemaOpeningHours,
    // No aggregateRating: search engines ignore, or penalise, a rating a business gives itself.
    sameAs: Object.values(site.socialLinks),
  };
}

/**
 * What every page carries besides its own content: the agency's schema.org card. Not the data
 * the application reads (the catalogue, the agency's configuration and team): in every page it
 * would hold the first paint back by a round trip on a phone network, where a page's first
 * ~14 KB arrive in one; the application reads it from the API (client/lib/page-data.ts).
 */
export function pageData(site: SiteConfig): PageData {
  return [{ id: 'travel-agency', type: 'application/ld+json', value: travelAgency(site) }];
}

export const PAGE_DATA_MARKER = '<!--page-data-->';
export const PAGE_HEAD_MARKER = '<!--page-head-->';

/**
 * Data the first page needs without a round trip, as JSON blocks the browser reads but
 * never runs (allowed by a CSP without inline scripts). `application/ld+json` blocks are
 * for search engines.
 */
export type PageData = {
  id: string;
  type: 'application/json' | 'application/ld+json';
  value: unknown;
}[];

export function pageDataTags(blocks: PageData): string {
  return blocks
    .map(({ id, type, value }) => {
      const json = JSON.stringify(value).replace(/</g, '\\u003c');
      return `<script type="${type}" id="${id}">${json}</script>`;
    })
    .join('\n    ');
}
