import {
  balanceReference,
  bookingCode,
  firstPaymentWords,
  type BookingView,
} from '#domain/booking.ts';
import type { IsoDate } from '#domain/calendar.ts';
import { daysAndNights } from '#domain/departures.ts';
import { formatEuro, formatLongDate } from '#domain/format.ts';
import { DEPOSIT_PERCENTAGE } from '#domain/pricing.ts';
import { formatIban } from '#domain/iban.ts';
import { balanceLeft } from '#domain/payments.ts';
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

/** "5.220 € entro domenica 14 febbraio 2027": the balance and its due date. */
const balanceDueLine = (booking: MailBooking, dueDate: IsoDate) =>
  `${formatEuro(balanceLeft(booking))} entro ${formatLongDate(dueDate)}`;

/**
 * Price per person, total, the deposit (paid, or still due) and the balance: for a departure
 * with its due date until it is paid; without one (a confirmed inquiry), what is left. A booking
 * paid in full shows its one transfer and no balance.
 */
export function AmountFacts({
  booking,
  depositPaid,
  balancePaid = false,
}: {
  booking: MailBooking;
  depositPaid: boolean;
  balancePaid?: boolean;
}) {
  const { balanceDueDate } = booking;
  const balance: Fact[] = balancePaid
    ? [{ label: 'Saldo versato', value: formatEuro(balanceLeft(booking)) }]
    : balanceDueDate
      ? [
          {
            label: 'Saldo',
            value: balanceDueLine(booking, balanceDueDate),
            strong: depositPaid,
          },
        ]
      : depositPaid
        ? [{ label: 'Restano da pagare', value: formatEuro(balanceLeft(booking)), strong: true }]
        : [];
  const inFull = booking.paymentPlan === 'in_full';
  const first: Fact = inFull
    ? depositPaid
      ? { label: 'Versato (intero importo)', value: formatEuro(booking.depositAmount) }
      : {
          label: 'Da versare (intero importo, un solo bonifico)',
          value: formatEuro(booking.depositAmount),
          strong: true,
        }
    : depositPaid
      ? { label: 'Caparra versata', value: formatEuro(booking.depositAmount) }
      : {
          label: `Caparra da versare (${DEPOSIT_PERCENTAGE}%)`,
          value: formatEuro(booking.depositAmount),
          strong: true,
        };
  const facts: Fact[] = [
    { label: 'Prezzo a persona', value: formatEuro(booking.pricePerPerson) },
    { label: 'Totale', value: formatEuro(booking.totalPrice) },
    first,
    ...(booking.instalmentsPaid > 0
      ? [{ label: 'Acconti sul saldo versati', value: formatEuro(booking.instalmentsPaid) }]
      : []),
    // Paid in full, there is no balance to show.
    ...(inFull ? [] : balance),
  ];
  return <Facts title="Importi" facts={facts} />;
}

/**
 * The bank transfer, as the payment page shows it: of the deposit, or of the balance with its
 * own causale and due date.
 */
export function TransferFacts({
  booking,
  site,
  payment = 'deposit',
}: {
  booking: MailBooking;
  site: SiteConfig;
  payment?: 'deposit' | 'balance';
}) {
  const deposit = payment === 'deposit';
  return (
    <Facts
      title={
        deposit ? firstPaymentWords[booking.paymentPlan].transferTitle : 'Bonifico per il saldo'
      }
      tone="gold"
      facts={[
        { label: 'Intestatario', value: site.accountHolder },
        { label: 'IBAN', value: formatIban(site.iban) },
        {
          label: 'Importo',
          value: formatEuro(deposit ? booking.depositAmount : balanceLeft(booking)),
          strong: true,
        },
        {
          label: 'Causale',
          value: deposit
            ? booking.paymentReference
            : balanceReference(booking.primary, booking.destinationTitle),
        },
        ...(!deposit && booking.balanceDueDate
          ? [{ label: 'Da versare entro', value: formatLongDate(booking.balanceDueDate) }]
          : []),
      ]}
    />
  );
}
