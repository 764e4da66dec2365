import { canonicalTripId } from './destination-ids.ts';

/** A page as its address names it: the router's route name and parameters (client/page-at.ts). */
export type NamedPage = { name: string; params: Readonly<Record<string, string | undefined>> };

/** What the titles name: the site, its trips and its team. */
export type TitleSources = {
  brand: string;
  trips: readonly { id: string; title: string }[];
  team: readonly { id: string; name: string; role: string }[];
};

/** Pages of one visitor (booking, documents, private links) or of the staff. */
export const privatePageTitles = {
  booking: 'Prenota il tuo viaggio',
  adsBooking: 'Prenota il tuo viaggio',
  payment: 'Pagamento della caparra',
  bookingSuccess: 'Prenotazione ricevuta',
  documents: 'Verifica prenotazione',
  documentsSuccess: 'Documenti ricevuti',
  myBooking: 'La tua prenotazione',
  waitlistChange: 'Lista d’attesa',
  admin: 'Area staff',
  passportVerification: 'Verifica del passaporto',
  passportVerificationSuccess: 'Verifica completata',
} as const;

/** The ads variant's pages: the same content as the main site's page named here. */
export const adsTwins = {
  adsHome: 'home',
  adsTravels: 'travels',
  adsTravel: 'destination',
  adsTrip: 'destination',
  adsAbout: 'about',
  adsTeam: 'team',
  adsTeamMember: 'teamMember',
  adsContact: 'contact',
} as const;

const has = <T extends object>(table: T, name: string): name is Extract<keyof T, string> =>
  Object.hasOwn(table, name);

/** What a page is, before the brand: "Il Team", "Maldive & Dubai – Viaggio di gruppo". */
function pageName(page: NamedPage, { trips, team }: TitleSources): string {
  if (has(privatePageTitles, page.name)) return privatePageTitles[page.name];
  const name = has(adsTwins, page.name) ? adsTwins[page.name] : page.name;
  const { id } = page.params;
  switch (name) {
    case 'home':
      return 'Viaggi di gruppo organizzati da Bari';
    case 'travels':
      return 'Viaggi di Gruppo: tutte le destinazioni';
    case 'destination': {
      const trip = id === undefined ? undefined : trips.find((t) => t.id === canonicalTripId(id));
      return trip ? `${trip.title} – Viaggio di gruppo` : 'Destinazione non trovata';
    }
    case 'about':
      return "Chi siamo: un'agenzia piccola, per viaggi da ricordare";
    case 'teamMember': {
      const member = team.find((candidate) => candidate.id === id);
      return member ? `${member.name} – ${member.role}` : 'Il Team';
    }
    case 'team':
      return 'Il Team';
    case 'contact':
      return 'Contatta i nostri esperti';
    case 'privacyPolicy':
      return 'Privacy Policy';
    default:
      return 'Pagina non trovata';
  }
}

/**
 * The browser tab's title of a page: the server writes it in the page's head, and the browser
 * sets it on each page the visitor moves to ("Il Team | Maestrale Viaggi").
 */
export function pageTitle(page: NamedPage, sources: TitleSources): string {
  return `${pageName(page, sources)} | ${sources.brand}`;
}
