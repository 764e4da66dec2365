import { addDays, startOfDayInRome, todayInRome, type IsoDate } from '#domain/calendar.ts';
import { missingDocuments } from '#domain/departure-messages.ts';
import { UNANSWERED } from '#domain/enquiry-handling.ts';
import {
  DOCUMENTS_DUE_DAYS,
  FIGURE_WEEKS,
  OCCUPANCY_DAYS,
  OCCUPANCY_DEPARTURES,
  weekStart,
  type TodayCounts,
  type TodayFigures,
  type WeekFigures,
} from '#domain/today.ts';
import type { BookingAttention } from '#domain/backoffice-input.ts';
import type { Db } from '../db/database.ts';
import { departureTravellers, needsAttention } from './bookings.ts';
import { staffDepartureById } from './departures.ts';
import { parseTravellers } from './travellers.ts';

async function bookingsNeeding(db: Db, attention: BookingAttention, now: Date): Promise<number> {
  const { n } = await db
    .selectFrom('travel_bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(needsAttention(attention, now))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Departures within DOCUMENTS_DUE_DAYS, not cancelled, with a traveller's documents missing. */
async function departuresMissingDocuments(db: Db, now: Date): Promise<number> {
  const today = todayInRome(now);
  const soon = await db
    .selectFrom('travel_dates')
    .select('id')
    .where('start_date', '>=', today)
    .where('start_date', '<=', addDays(today, DOCUMENTS_DUE_DAYS))
    .where('cancelled_at', 'is', null)
    .execute();
  let missing = 0;
  for (const { id } of soon) {
    const travellers = await departureTravellers(db, await staffDepartureById(db, id), now);
    if (travellers.some(missingDocuments)) missing += 1;
  }
  return missing;
}

/** Offers of free seats not yet taken: the person told has not booked that departure since. */
async function waitlistOffersOpen(db: Db, now: Date): Promise<number> {
  const { n } = await db
    .selectFrom('waitlist_entries as entry')
    .innerJoin('travel_dates', 'travel_dates.id', 'entry.travel_date_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('entry.notified_at', 'is not', null)
    .where('travel_dates.start_date', '>=', todayInRome(now))
    .where('travel_dates.cancelled_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('travel_bookings')
            .select('travel_bookings.id')
            .whereRef('travel_bookings.travel_date_id', '=', 'entry.travel_date_id')
            .whereRef('travel_bookings.contact_email_key', '=', 'entry.email_key')
            .whereRef('travel_bookings.created_at', '>=', 'entry.notified_at'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function enquiriesToAnswer(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('state', 'in', UNANSWERED)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** "Oggi"'s counts at `now`. */
export async function todayCounts(db: Db, now: Date): Promise<TodayCounts> {
  const [transfersToCheck, holdsEnding, balancesDue, departures, offers, enquiries] =
    await Promise.all([
      bookingsNeeding(db, 'to_check', now),
      bookingsNeeding(db, 'hold_ending', now),
      bookingsNeeding(db, 'balance_due', now),
      departuresMissingDocuments(db, now),
      waitlistOffersOpen(db, now),
      enquiriesToAnswer(db),
    ]);
  return {
    transfersToCheck,
    holdsEnding,
    balancesDue,
    departuresMissingDocuments: departures,
    waitlistOffersOpen: offers,
    enquiriesToAnswer: enquiries,
  };
}

/** "Oggi"'s figures at `now` (domain/today.ts). */
export async function todayFigures(db: Db, now: Date): Promise<TodayFigures> {
  const today = todayInRome(now);
  const first = addDays(weekStart(today), -7 * (FIGURE_WEEKS - 1));
  const weeks: WeekFigures[] = Array.from({ length: FIGURE_WEEKS }, (_, index) => ({
    start: addDays(first, 7 * index),
    bookings: 0,
    seats: 0,
    deposits: 0,
    balances: 0,
  }));
  const weekOf = (day: IsoDate) => weeks.find((week) => week.start === weekStart(day));
  const [bookings, payments, departures] = await Promise.all([
    db
      .selectFrom('travel_bookings')
      .select(['created_at', 'travelers'])
      .where('created_at', '>=', startOfDayInRome(first).toISOString())
      .where('status', '!=', 'cancelled')
      .execute(),
    db
      .selectFrom('booking_payments')
      .select(['kind', 'amount', 'received_on'])
      .where('received_on', '>=', first)
      .execute(),
    db
      .selectFrom('travel_dates')
      .leftJoin('trips', 'trips.id', 'travel_dates.destination_id')
      .select([
        'travel_dates.id',
        'travel_dates.start_date',
        'travel_dates.total_spots',
        'travel_dates.spots_available',
        'trips.title',
      ])
      .where('travel_dates.start_date', '>=', today)
      .where('travel_dates.start_date', '<=', addDays(today, OCCUPANCY_DAYS))
      .where('travel_dates.cancelled_at', 'is', null)
      .orderBy('travel_dates.start_date')
      .orderBy('travel_dates.id')
      .limit(OCCUPANCY_DEPARTURES)
      .execute(),
  ]);
  for (const booking of bookings) {
    const week = weekOf(todayInRome(new Date(booking.created_at)));
    if (!week) continue;
    week.bookings += 1;
    week.seats += parseTravellers(booking.travelers).length;
  }
  for (const payment of payments) {
    const week = weekOf(payment.received_on);
    if (!week) continue;
    if (payment.kind === 'deposit') week.deposits += payment.amount;
    else week.balances += payment.amount;
  }
  return {
    weeks,
    occupancy: departures.map((row) => ({
      id: row.id,
      title: row.title ?? row.id,
      startDate: row.start_date,
      sold: row.total_spots - row.spots_available,
      total: row.total_spots,
    })),
  };
}
