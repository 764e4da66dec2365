import type { ManifestTraveller, StaffDeparture } from './backoffice.ts';
import type { EmailState } from './emails.ts';
import { formatDate } from './format.ts';

/** Who a message to a departure goes to: one e-mail per booking, to its lead traveller. */
export const departureAudiences = ['all', 'documents', 'balance'] as const;
export type DepartureAudience = (typeof departureAudiences)[number];

export const departureAudienceLabels: Record<DepartureAudience, string> = {
  all: 'Tutti i viaggiatori',
  documents: 'Solo chi ha documenti mancanti',
  balance: 'Solo chi deve ancora il saldo',
};

export const missingDocuments = (traveller: ManifestTraveller) =>
  !traveller.documents.passport || !traveller.documents.selfie;
export const owesBalance = (traveller: ManifestTraveller) =>
  traveller.paymentStatus !== 'paid_in_full';

export const messageProblems = {
  subject: 'Scrivi l’oggetto del messaggio.',
  body: 'Scrivi il testo del messaggio.',
  nobody: 'Nessuna prenotazione a cui scrivere con questa scelta.',
} as const;

/** The bookings a message reaches: those with a traveller the audience asks for, in list order. */
export function messageRecipients(
  travellers: readonly ManifestTraveller[],
  audience: DepartureAudience,
): string[] {
  const wanted = (traveller: ManifestTraveller) =>
    audience === 'all' ||
    (audience === 'documents' ? missingDocuments(traveller) : owesBalance(traveller));
  return [...new Set(travellers.filter(wanted).map((traveller) => traveller.bookingId))];
}

/** The usual messages, filled with the trip and its day: staff complete and change them. */
export const messageTemplates = {
  documents: {
    label: 'Documenti mancanti',
    audience: 'documents',
    subject: (departure: StaffDeparture) => `Documenti mancanti per ${departure.destinationTitle}`,
    body: (departure: StaffDeparture) =>
      `per la partenza del ${formatDate(departure.startDate)} ci mancano ancora i documenti di qualche viaggiatore della tua prenotazione: la foto del passaporto e il selfie con il passaporto. Puoi caricarli in pochi minuti dalla pagina della prenotazione, con il pulsante qui sotto.\n\nCi servono per comunicare i nominativi alla compagnia aerea e agli hotel: grazie!`,
  },
  meeting: {
    label: 'Punto d’incontro',
    audience: 'all',
    subject: (departure: StaffDeparture) => `Punto d’incontro per ${departure.destinationTitle}`,
    body: (departure: StaffDeparture) =>
      `ci siamo quasi! Il ${formatDate(departure.startDate)} ci troviamo alle ore … all’aeroporto di partenza, davanti a …. ${departure.coordinators.join(' e ')}, i vostri coordinatori, vi aspettano con la bandiera di Maestrale Viaggi.\n\nPortate il passaporto e la carta d’imbarco. Per qualsiasi imprevisto il giorno della partenza chiamate il numero dell’agenzia.`,
  },
  balance: {
    label: 'Saldo in scadenza',
    audience: 'balance',
    subject: (departure: StaffDeparture) => `Saldo in scadenza per ${departure.destinationTitle}`,
    body: (departure: StaffDeparture) =>
      `ti ricordiamo che per la partenza del ${formatDate(departure.startDate)} il saldo del viaggio è in scadenza. Trovi l’importo, la scadenza e i dati del bonifico nella pagina della prenotazione, con il pulsante qui sotto.\n\nSe hai già fatto il bonifico, non considerare questo messaggio.`,
  },
} as const satisfies Record<
  string,
  {
    label: string;
    audience: DepartureAudience;
    subject: (departure: StaffDeparture) => string;
    body: (departure: StaffDeparture) => string;
  }
>;
export type MessageTemplate = keyof typeof messageTemplates;

/** A message as the departure's page lists it, with each booking's delivery. */
export type DepartureMessage = {
  id: string;
  audience: DepartureAudience;
  subject: string;
  body: string;
  createdAt: string;
  createdBy: string;
  deliveries: {
    bookingId: string;
    recipient: string;
    state: EmailState;
    sentAt: string | null;
  }[];
};
