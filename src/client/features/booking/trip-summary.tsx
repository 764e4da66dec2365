import { CalendarDays, MapPin, Plane, Users } from 'lucide-react';
import { daysAndNights } from '#domain/departures.ts';
import type { PaymentPlan } from '#domain/booking-lifecycle.ts';
import { firstPaymentWords } from '#domain/booking.ts';
import type { IsoDate } from '#domain/calendar.ts';
import { countOf } from '#domain/words.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';

/** A line of money: the one to transfer now reads `strong`. */
export type MoneyLine = { label: string; value: string; strong?: boolean };

/** The trip being booked, beside the form and on the payment page. */
export function TripSummary({
  title,
  startDate,
  endDate,
  tripDays,
  airport,
  coordinators,
  travellers,
  money,
}: {
  title: string;
  startDate: string | null;
  endDate: string | null;
  tripDays: number | null;
  airport?: string | null;
  coordinators?: string | null;
  travellers: number;
  money: MoneyLine[];
}) {
  return (
    <aside
      aria-labelledby="trip-summary-title"
      className="rounded-[var(--radius-card)] bg-navy-900 p-6 text-white"
    >
      <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">Il tuo viaggio</p>
      <h2 id="trip-summary-title" className="mt-1 text-2xl font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-navy-100">
        {startDate && endDate && (
          <li className="flex gap-3">
            <CalendarDays className="size-5 shrink-0 text-gold-300" aria-hidden />
            <span>
              Dal {formatDate(startDate)} al {formatDate(endDate)}
              {tripDays && <span className="block text-sm">{daysAndNights(tripDays)}</span>}
            </span>
          </li>
        )}
        {airport && (
          <li className="flex gap-3">
            <Plane className="size-5 shrink-0 text-gold-300" aria-hidden /> Partenza da {airport}
          </li>
        )}
        {coordinators && (
          <li className="flex gap-3">
            <MapPin className="size-5 shrink-0 text-gold-300" aria-hidden /> Coordinatori:{' '}
            {coordinators}
          </li>
        )}
        <li className="flex gap-3">
          <Users className="size-5 shrink-0 text-gold-300" aria-hidden />
          {countOf(travellers, 'viaggiatore', 'viaggiatori')}
        </li>
      </ul>
      <MoneyList lines={money} tone="dark" className="mt-5 border-t border-white/15 pt-4" />
    </aside>
  );
}

const moneyTones = {
  dark: { label: 'text-navy-100', value: 'text-white', strong: 'text-gold-300' },
  light: { label: 'text-navy-700', value: 'text-navy-900', strong: 'text-sea-700' },
} as const;

/** Lines of money, label and amount, the one to transfer now larger: on a dark or a light card. */
export function MoneyList({
  lines,
  tone,
  className,
}: {
  lines: MoneyLine[];
  tone: keyof typeof moneyTones;
  className: string;
}) {
  const colours = moneyTones[tone];
  return (
    <dl className={`space-y-2 ${className}`}>
      {lines.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4">
          <dt className={colours.label}>{line.label}</dt>
          <dd
            className={`font-semibold ${line.strong ? `text-xl ${colours.strong}` : colours.value}`}
          >
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The lines of money every booking shows: per person, total and what to transfer now (the
 * deposit, or for a booking paid in full the whole trip) and, with a deposit, the balance left
 * for later (by its date once the server has set one).
 */
export function moneyLines(
  amounts: {
    pricePerPerson: number;
    totalPrice: number;
    depositAmount: number;
    paymentPlan?: PaymentPlan;
    balanceDueDate?: IsoDate | null;
  },
  { balance = true } = {},
): MoneyLine[] {
  const plan = amounts.paymentPlan ?? 'deposit';
  const lines: MoneyLine[] = [
    { label: 'Prezzo a persona', value: formatEuro(amounts.pricePerPerson) },
    { label: 'Totale', value: formatEuro(amounts.totalPrice) },
    {
      label: firstPaymentWords[plan].label,
      value: formatEuro(amounts.depositAmount),
      strong: true,
    },
  ];
  if (plan === 'deposit' && balance) {
    lines.push({
      label: amounts.balanceDueDate
        ? `Saldo entro il ${formatDate(amounts.balanceDueDate)}`
        : 'Saldo prima della partenza',
      value: formatEuro(amounts.totalPrice - amounts.depositAmount),
    });
  }
  return lines;
}
