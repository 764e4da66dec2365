import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../../components/site-link.tsx';
import { Search } from 'lucide-react';
import type { StaffBookingRow } from '#domain/backoffice.ts';
import { bookingStatusLabels, type BookingStatus } from '#domain/booking-status.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useBookingList } from './api.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { OthersUnpaidNote } from './others-unpaid.tsx';

/** The search runs once typing pauses, not on every key. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-navy-600"
        aria-hidden
      />
      <Input
        id="bookings-search"
        type="search"
        className="pl-11"
        placeholder="Nome, email, telefono, viaggio, codice"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next.trim()), 350);
        }}
      />
    </div>
  );
}

// One grid for the header and the rows: a table's columns on a wide screen, a card on a phone.
const columns =
  'lg:grid lg:grid-cols-[8.5rem_minmax(0,1.4fr)_minmax(0,1.2fr)_6.5rem_4.5rem_6rem_6rem_10rem_4rem] lg:items-center lg:gap-3';

function Cell({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <dt className="text-xs text-navy-600 lg:sr-only">{label}</dt>
      <dd className="font-medium break-words text-navy-900">{children}</dd>
    </div>
  );
}

function BookingRow({ booking }: { booking: StaffBookingRow }) {
  return (
    <li className="relative rounded-2xl bg-white p-4 shadow-[var(--shadow-card)] focus-within:outline-2 focus-within:outline-sea-600 hover:bg-sand-50 lg:px-5 lg:py-3">
      <dl className={`grid grid-cols-2 gap-x-4 gap-y-2 text-sm ${columns}`}>
        <Cell label="Creata il">{formatMoment(booking.createdAt)}</Cell>
        <Cell label="Contatto" wide>
          {/* The whole card is the link's target; the name is what a screen reader hears. */}
          <Link
            to={paths.adminBooking(booking.id)}
            className="font-semibold text-navy-900 underline-offset-2 outline-none after:absolute after:inset-0 hover:underline"
          >
            {booking.contactName}
          </Link>
          <span className="block truncate text-xs font-normal text-navy-600">
            {booking.contactEmail} · {booking.contactPhone}
          </span>
          <OthersUnpaidNote count={booking.othersUnpaidCount} />
        </Cell>
        <Cell label="Viaggio" wide>
          {booking.destinationTitle}
        </Cell>
        <Cell label="Partenza">
          {booking.startDate ? formatDate(booking.startDate) : 'Da definire'}
        </Cell>
        <Cell label="Viaggiatori">{booking.travellersCount}</Cell>
        <Cell label="Totale">{formatEuro(booking.totalPrice)}</Cell>
        <Cell label="Caparra">{formatEuro(booking.depositAmount)}</Cell>
        <Cell label="Stato">
          <BookingStatusBadge status={booking.status} />
        </Cell>
        <Cell label="Documenti">{booking.documents}</Cell>
      </dl>
    </li>
  );
}

/** A status from the address, if it is one (a hand-edited `?status=` is ignored). */
function statusFilter(value: string): BookingStatus | undefined {
  return Object.hasOwn(bookingStatusLabels, value) ? (value as BookingStatus) : undefined;
}

/** Prenotazioni: every booking, newest first, found by text and narrowed by status. */
export function BookingsPage() {
  const { page, filters, setPage, setFilter } = useListParams(['search', 'status']);
  const status = statusFilter(filters.status);
  const query = useBookingList({ search: filters.search, status, page });

  return (
    <AdminPage title="Prenotazioni">
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div>
          <Label htmlFor="bookings-search">Cerca</Label>
          <SearchBox value={filters.search} onSearch={(value) => setFilter('search', value)} />
        </div>
        <div>
          <Label htmlFor="bookings-status">Stato</Label>
          <Select
            id="bookings-status"
            value={status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">Tutti gli stati</option>
            {Object.entries(bookingStatusLabels).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-6" aria-busy={query.isFetching || undefined}>
        <PagedList
          query={query}
          empty="Nessuna prenotazione trovata."
          loadingLabel="Caricamento delle prenotazioni…"
          onPage={setPage}
        >
          {({ items, total }) => (
            <>
              <p aria-live="polite" className="mb-3 text-sm text-navy-700">
                {total === 1 ? '1 prenotazione' : `${total} prenotazioni`}
              </p>
              <div
                aria-hidden
                className={`hidden px-5 pb-2 text-xs font-semibold tracking-wide text-navy-600 uppercase ${columns}`}
              >
                <span>Creata il</span>
                <span>Contatto</span>
                <span>Viaggio</span>
                <span>Partenza</span>
                <span>Viagg.</span>
                <span>Totale</span>
                <span>Caparra</span>
                <span>Stato</span>
                <span>Doc.</span>
              </div>
              <ul className="space-y-3">
                {items.map((booking) => (
                  <BookingRow key={booking.id} booking={booking} />
                ))}
              </ul>
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
