import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import type { StaffBookingRow } from '#domain/backoffice.ts';
import { bookingStatusLabels } from '#domain/booking-status.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { Cell, labelled, RowLink, StateFilter, TableList, TableRow } from '../table-list.tsx';
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

function BookingRow({ booking }: { booking: StaffBookingRow }) {
  return (
    <TableRow columns={columns}>
      <Cell label="Creata il">{formatMoment(booking.createdAt)}</Cell>
      <Cell label="Contatto" wide>
        <RowLink to={paths.adminBooking(booking.id)}>{booking.contactName}</RowLink>
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
    </TableRow>
  );
}

/** Prenotazioni: every booking, newest first, found by text and narrowed by status. */
export function BookingsPage() {
  const { page, filters, setPage, setFilter } = useListParams(['search', 'status']);
  const status = labelled(bookingStatusLabels, filters.status);
  const query = useBookingList({ search: filters.search, status, page });

  return (
    <AdminPage title="Prenotazioni">
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div>
          <Label htmlFor="bookings-search">Cerca</Label>
          <SearchBox value={filters.search} onSearch={(value) => setFilter('search', value)} />
        </div>
        <StateFilter
          id="bookings-status"
          labels={bookingStatusLabels}
          value={status}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <div className="mt-6" aria-busy={query.isFetching || undefined}>
        <PagedList
          query={query}
          empty="Nessuna prenotazione trovata."
          loadingLabel="Caricamento delle prenotazioni…"
          onPage={setPage}
        >
          {({ items, total }) => (
            <TableList
              count={total === 1 ? '1 prenotazione' : `${total} prenotazioni`}
              columns={columns}
              headings={[
                'Creata il',
                'Contatto',
                'Viaggio',
                'Partenza',
                'Viagg.',
                'Totale',
                'Caparra',
                'Stato',
                'Doc.',
              ]}
            >
              {items.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </TableList>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
