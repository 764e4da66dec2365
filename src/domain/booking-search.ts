/**
 * The back office's search box finds a booking by any of its travellers (name or surname in
 * either order, passport number) and by its trip, whatever the accents and the case: "nicolo"
 * finds Nicolò, "d'amico" finds D’Amico. Each booking keeps these words as the search compares
 * them (`search_text`), written with its travellers; its code, e-mail, phone and departure day
 * are searched in their own columns.
 */

/** Text as the search compares it: lower case, no accents, one kind of apostrophe and space. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

type Searched = {
  travellers: readonly { firstName: string; lastName: string; passportNumber: string }[];
  destinationTitle: string;
};

/** The words a booking is found by, kept beside it. */
export function bookingSearchText({ travellers, destinationTitle }: Searched): string {
  return searchable(
    [
      ...travellers.flatMap(({ firstName, lastName, passportNumber }) => [
        `${firstName} ${lastName}`,
        `${lastName} ${firstName}`,
        passportNumber,
      ]),
      destinationTitle,
    ].join(' | '),
  );
}
