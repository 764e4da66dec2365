import { bookingCode, type BookingView } from '#domain/booking.ts';
import { daysAndNights } from '#domain/departures.ts';
import { formatEuro, formatLongDate } from '#domain/format.ts';
import { DEPOSIT_PERCENTAGE } from '#domain/pricing.ts';
import { formatIban } from '#domain/iban.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Facts, type Fact } from '../layout.tsx';

/** What the booking e-mails show of a booking: the visitor's view and every traveller's name. */
export type MailBooking = BookingView & {
  travellers: readonly { firstName: string; lastName: string }[];
};

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** The trip: code, destination, days, airport and who travels. */
export function TripFacts({ booking, extra = [] }: { booking: MailBooking; extra?: Fact[] }) {
  const facts: Fact[] = [
    { label: 'Codice prenotazione', value: bookingCode(booking.id) },
    { label: 'Viaggio', value: booking.destinationTitle },
    ...(booking.startDate
      ? [{ label: 'Partenza', value: formatLongDate(booking.startDate) }]
      : [{ label: 'Date', value: 'Da definire insieme' }]),
    ...(booking.endDate ? [{ label: 'Rientro', value: formatLongDate(booking.endDate) }] : []),
    ...(booking.tripDays ? [{ label: 'Durata', value: daysAndNights(booking.tripDays) }] : []),
    { label: 'Aeroporto di partenza', value: booking.airport },
    {
      label:
        booking.travellers.length === 1
          ? 'Viaggiatore'
          : `Viaggiatori (${booking.travellers.length})`,
      value: booking.travellers.map(fullName).join(', '),
    },
    ...extra,
  ];
  return <Facts title="Il viaggio" facts={facts} />;
}

/** Price per person, total, and the deposit (paid, or still due). */
export function AmountFacts({
  booking,
  depositPaid,
}: {
  booking: MailBooking;
  depositPaid: boolean;
}) {
  const facts: Fact[] = [
    { label: 'Prezzo a persona', value: formatEuro(booking.pricePerPerson) },
    { label: 'Totale', value: formatEuro(booking.totalPrice) },
    depositPaid
      ? { label: 'Caparra versata', value: formatEuro(booking.depositAmount) }
      : {
          label: `Caparra da versare (${DEPOSIT_PERCENTAGE}%)`,
          value: formatEuro(booking.depositAmount),
          strong: true,
        },
    ...(depositPaid
      ? [
          {
            label: 'Restano da pagare',
            value: formatEuro(booking.totalPrice - booking.depositAmount),
            strong: true,
          },
        ]
      : []),
  ];
  return <Facts title="Importi" facts={facts} />;
}

/** The bank transfer of the deposit, as the payment page shows it. */
export function TransferFacts({ booking, site }: { booking: MailBooking; site: SiteConfig }) {
  return (
    <Facts
      title="Bonifico per la caparra"
      tone="gold"
      facts={[
        { label: 'Intestatario', value: site.accountHolder },
        { label: 'IBAN', value: formatIban(site.iban) },
        { label: 'Importo', value: formatEuro(booking.depositAmount), strong: true },
        { label: 'Causale', value: booking.paymentReference },
      ]}
    />
  );
}
