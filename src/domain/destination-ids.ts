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

/** "giappone" is the listing filter's name for the Japan trip. */
const aliases: Record<string, string> = { giappone: 'tokyo-kyoto' };

export function toDatabaseId(destinationId: string): string {
  const id = aliases[destinationId] ?? destinationId;
  return databaseIds[id] ?? id;
}

export function fromDatabaseId(databaseId: string): string {
  const entry = Object.entries(databaseIds).find(([, dbId]) => dbId === databaseId);
  return entry ? entry[0] : databaseId;
}
