import type { Area } from '#domain/areas.ts';

/** The areas the site ships with, in the filter's order; staff add more. */
export const shippedAreas: readonly Area[] = [
  { id: 'europa', name: 'Europa' },
  { id: 'asia', name: 'Asia' },
  { id: 'africa', name: 'Africa' },
  { id: 'america', name: 'America' },
  { id: 'oceania', name: 'Oceania' },
  { id: 'medio-oriente', name: 'Medio Oriente' },
  // The spec's filter also names three countries.
  { id: 'maldive', name: 'Maldive' },
  { id: 'giappone', name: 'Giappone' },
  { id: 'thailandia', name: 'Thailandia' },
];

/**
 * The areas of the shipped trips. The spec's lists are kept (Hawaii in America and Oceania, the
 * three countries) and completed: Venezia & Verona in Europa, India and China in Asia, Africa's
 * trips, Dubai's in Medio Oriente.
 */
export const shippedTripAreas: Readonly<Record<string, readonly string[]>> = {
  'bali-singapore': ['asia'],
  thailandia: ['asia', 'thailandia'],
  'maldive-dubai': ['asia', 'medio-oriente', 'maldive'],
  'tokyo-kyoto': ['asia', 'giappone'],
  'new-york-miami': ['america'],
  'la-vegas': ['america'],
  'tanzania-zanzibar': ['africa'],
  'islanda-norvegia': ['europa'],
  'peru-machu-picchu': ['america'],
  hawaii: ['america', 'oceania'],
  grecia: ['europa'],
  'seychelles-dubai': ['africa', 'medio-oriente'],
  'sharm-el-sheikh': ['africa'],
  'canada-vancouver-rockies': ['america'],
  'india-triangolo-oro': ['asia'],
  'cina-pechino-xian-shanghai': ['asia'],
  'kenya-safari-experience': ['africa'],
  'praga-budapest': ['europa'],
  'londra-harry-potter': ['europa'],
  'parigi-disneyland': ['europa'],
  'venezia-verona': ['europa'],
};
