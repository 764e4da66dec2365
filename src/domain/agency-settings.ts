/**
 * What the agency says of itself on the site and decides once for every trip, kept in the
 * database and edited by staff under "Impostazioni": never a number written in code.
 */
export type AgencySettings = {
  /** The home's "Perché Scegliere", the hero's and the footer's badge: figures staff stand behind. */
  stats: {
    /** "5.000+ viaggiatori felici". */
    travellers: number;
    /** "4.9/5", out of 5 with one decimal. */
    averageRating: number;
    /** "media da oltre 1.200 recensioni". */
    reviews: number;
    /** "97% clienti soddisfatti". */
    satisfaction: number;
  };
  /** The airports a new trip leaves from until staff change them ("Altro" is always offered). */
  airports: string[];
  /** The fewest travellers a new departure leaves with, until staff change it on the departure. */
  minGroup: number;
};

/**
 * What a fresh database starts with: the figures the site shipped with, the airports of Bari,
 * departures that leave with 6 travellers.
 */
export const defaultAgencySettings: AgencySettings = {
  stats: { travellers: 5000, averageRating: 4.9, reviews: 1200, satisfaction: 97 },
  airports: ['Bari Karol Wojtyła', 'Roma Fiumicino'],
  minGroup: 6,
};

/** The settings as staff read them: with who saved them last, and the version a save names. */
export type StaffAgencySettings = {
  settings: AgencySettings;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};
