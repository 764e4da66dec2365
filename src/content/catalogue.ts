import { canonicalTripId } from '#domain/destination-ids.ts';
import { categories } from './categories.ts';
import { baliSingapore } from './destinations/bali-singapore.ts';
import { canadaVancouverRockies } from './destinations/canada-vancouver-rockies.ts';
import { cinaPechinoXianShanghai } from './destinations/cina-pechino-xian-shanghai.ts';
import { grecia } from './destinations/grecia.ts';
import { hawaii } from './destinations/hawaii.ts';
import { indiaTriangoloOro } from './destinations/india-triangolo-oro.ts';
import { islandaNorvegia } from './destinations/islanda-norvegia.ts';
import { kenyaSafariExperience } from './destinations/kenya-safari-experience.ts';
import { laVegas } from './destinations/la-vegas.ts';
import { londraHarryPotter } from './destinations/londra-harry-potter.ts';
import { maldiveDubai } from './destinations/maldive-dubai.ts';
import { newYorkMiami } from './destinations/new-york-miami.ts';
import { parigiDisneyland } from './destinations/parigi-disneyland.ts';
import { peruMachuPicchu } from './destinations/peru-machu-picchu.ts';
import { pragaBudapest } from './destinations/praga-budapest.ts';
import { seychellesDubai } from './destinations/seychelles-dubai.ts';
import { sharmElSheikh } from './destinations/sharm-el-sheikh.ts';
import { tanzaniaZanzibar } from './destinations/tanzania-zanzibar.ts';
import { thailandia } from './destinations/thailandia.ts';
import { tokyoKyoto } from './destinations/tokyo-kyoto.ts';
import { veneziaVerona } from './destinations/venezia-verona.ts';
import type { RatingFigures } from '#domain/catalogue.ts';
import type { Category, Destination } from './types.ts';

export { categories };

/**
 * The rating the site showed for every trip when it shipped (spec: "4.8/5 da 129 recensioni"),
 * kept as figures collected on the agency's reviews site: staff change or remove them per trip.
 */
export const shippedRatingFigures: RatingFigures = {
  average: 4.8,
  count: 129,
  source: 'Recensioni verificate',
};

/** Every trip, package by package. */
export const destinations: readonly Destination[] = [
  baliSingapore,
  thailandia,
  maldiveDubai,
  tokyoKyoto,
  newYorkMiami,
  laVegas,
  tanzaniaZanzibar,
  islandaNorvegia,
  peruMachuPicchu,
  hawaii,
  grecia,
  seychellesDubai,
  sharmElSheikh,
  canadaVancouverRockies,
  indiaTriangoloOro,
  cinaPechinoXianShanghai,
  kenyaSafariExperience,
  pragaBudapest,
  londraHarryPotter,
  parigiDisneyland,
  veneziaVerona,
];

export function findDestination(id: string): Destination | undefined {
  const wanted = canonicalTripId(id);
  return destinations.find((destination) => destination.id === wanted);
}

export function categoryOf(destinationId: string): Category | undefined {
  return categories.find((category) => category.destinationIds.includes(destinationId));
}
