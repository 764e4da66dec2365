import { Plus } from 'lucide-react';
import type { StaffBookingRow } from '#domain/backoffice.ts';
import { bookingAttentionLabels, type BookingAttention } from '#domain/backoffice-input.ts';
import { bookingStatusLabels } from '#domain/booking-status.ts';
import { countOf } from '#domain/words.ts';
import { Link } from '../../../components/site-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import {
  Cell,
  labelled,
  RowLink,
  SearchBox,
  StateFilter,
  TableList,
  TableRow,
} from '../table-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useBookingList } from './api.ts';
import { BalanceStateBadge, BookingStatusBadge } from './booking-status-badge.tsx';
import { OthersUnpaidNote } from './others-unpaid.tsx';

/**
 * "Tutte", "Bonifici da verificare", "Saldi in scadenza": the lists of what needs doing, one
 * press away. A toggle each (aria-pressed), since they narrow the same list.
 */
function AttentionFilter({
  value,
  onChange,
}: {
  value: BookingAttention | undefined;
  onChange: (value: string) => void;
}) {
  const choices: [string, string][] = [['', 'Tutte'], ...Object.entries(bookingAttentionLabels)];
  return (
    <div role="group" aria-label="Elenco" className="flex flex-wrap gap-2">
      {choices.map(([key, label]) => {
        const pressed = (value ?? '') === key;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(key)}
            className={cn(
              'min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-navy-200 bg-white text-navy-900 hover:bg-navy-50',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** Under the status: until when the seats are held, a transfer to check, the balance. */
function Deadline({ booking }: { booking: StaffBookingRow }) {
  const { holdUntil, transferToCheck, balance } = booking;
  if (transferToCheck) {
    return (
      <>
        <Badge tone={transferToCheck.overdue ? 'bad' : 'waiting'}>Da verificare</Badge>
        <span className="text-xs text-navy-700">
          Dichiarato il {formatMoment(transferToCheck.declaredAt)}
        </span>
      </>
    );
  }
  if (holdUntil) {
    return <span className="text-xs text-navy-700">Posti fino al {formatMoment(holdUntil)}</span>;
  }
  if (!balance || balance.state === 'later') return null;
  return (
    <>
      <BalanceStateBadge state={balance.state} />
      {balance.state !== 'paid' && (
        <span className="text-xs text-navy-700">
          {formatEuro(balance.amount)} entro il {formatDate(balance.dueDate)}
        </span>
      )}
    </>
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
        <span className="flex flex-col items-start gap-1">
          <BookingStatusBadge status={booking.status} />
          <Deadline booking={booking} />
        </span>
      </Cell>
      <Cell label="Documenti">{booking.documents}</Cell>
    </TableRow>
  );
}

/**
 * Prenotazioni: every booking, newest first, found by text and narrowed by status, or the lists
 * of what needs doing (transfers to check, balances due soon or overdue).
 */
export function BookingsPage() {
  const { page, filters, setPage, setFilter } = useListParams(['search', 'status', 'attention']);
  const status = labelled(bookingStatusLabels, filters.status);
  const attention = labelled(bookingAttentionLabels, filters.attention);
  const query = useBookingList({ search: filters.search, status, attention, page });

  return (
    <AdminPage
      title="Prenotazioni"
      actions={
        <Link to={paths.adminNewBooking} className={buttonClasses('accent')}>
          <Plus aria-hidden /> Nuova prenotazione
        </Link>
      }
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div>
          <Label htmlFor="bookings-search">Cerca</Label>
          <SearchBox
            id="bookings-search"
            placeholder="Nome, email, telefono, viaggio, codice"
            value={filters.search}
            onSearch={(value) => setFilter('search', value)}
          />
        </div>
        <StateFilter
          id="bookings-status"
          labels={bookingStatusLabels}
          value={status}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <div className="mt-4">
        <AttentionFilter value={attention} onChange={(value) => setFilter('attention', value)} />
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
              count={countOf(total, 'prenotazione', 'prenotazioni')}
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
