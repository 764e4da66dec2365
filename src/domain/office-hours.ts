/**
 * When the agency's office answers: shown beside the contact details and published to search
 * engines (schema.org `openingHours`), from this one list.
 */
const officeHours = [
  { days: 'Lun-Ven', schemaDays: 'Mo-Fr', opens: '09:00', closes: '18:00' },
  { days: 'Sab', schemaDays: 'Sa', opens: '09:00', closes: '13:00' },
] as const;

const shown = (time: string) => time.replace(/^0/, '');

/** "Lun-Ven: 9:00 - 18:00", as a visitor reads it. */
export const officeHoursLines = officeHours.map(
  ({ days, opens, closes }) => `${days}: ${shown(opens)} - ${shown(closes)}`,
);

/** "Mo-Fr 09:00-18:00", as schema.org writes it. */
export const schemaOpeningHours = officeHours.map(
  ({ schemaDays, opens, closes }) => `${schemaDays} ${opens}-${closes}`,
);
