/**
 * Site ids (Italian, in the URLs) and the ids the departures table uses. Only the ids that
 * differ are listed; every other destination keeps its own id in the database.
 */
const databaseIds: Record<string, string> = {
  'maldive-dubai': 'maldives-dubai',
  grecia: 'greece-santorini',
  'tokyo-kyoto': 'japan-tokyo',
  'islanda-norvegia': 'iceland-northern-lights',
  thailandia: 'thailand',
  'la-vegas': 'los-angeles-las-vegas',
  'praga-budapest': 'prague-budapest',
  'londra-harry-potter': 'london-harry-potter',
  'parigi-disneyland': 'paris-disneyland',
  'venezia-verona': 'venice-verona',
  'india-triangolo-oro': 'india-golden-triangle',
  'cina-pechino-xian-shanghai': 'china-beijing-xian-shanghai',
  'kenya-safari-experience': 'kenya-safari',
};

/** Other names that reach a trip: the filter's "giappone", the footer's "newyork-miami". */
const aliases: Record<string, string> = {
  giappone: 'tokyo-kyoto',
  'newyork-miami': 'new-york-miami',
};

/** The trip's own id for any name it is reached by. */
export function canonicalTripId(id: string): string {
  return aliases[id] ?? id;
}

export function toDatabaseId(destinationId: string): string {
  const id = canonicalTripId(destinationId);
  return databaseIds[id] ?? id;
}

export function fromDatabaseId(databaseId: string): string {
  const entry = Object.entries(databaseIds).find(([, dbId]) => dbId === databaseId);
  return entry ? entry[0] : databaseId;
}
