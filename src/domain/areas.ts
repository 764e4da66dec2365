/**
 * The parts of the world the agency sells trips in (Europa, Asia…): staff add them, each trip
 * names one or more (Hawaii is America and Oceania; Tokyo & Kyoto is Asia and Giappone, as the
 * spec's filter has it), and the listing's destination filter offers those that have published
 * trips.
 */
// No schema here: the listing's code imports this module, and zod stays out of it (area-input.ts).

export type Area = {
  /** Its key in the filter and in the trips that name it: "medio-oriente". */
  id: string;
  /** As the filter shows it: "Medio Oriente". */
  name: string;
};

export const areaMessages = {
  name: 'Scrivi il nome dell’area.',
  taken: 'C’è già un’area con questo nome.',
  none: 'Scegli almeno un’area del mondo.',
  unknown: 'Quest’area non esiste più: ricarica la pagina.',
  reserved: 'Questo nome è già una scelta del filtro: scegline un altro.',
} as const;

/** The filter's choice of every destination: no area may take its key. */
export const ALL_AREAS = 'all';
