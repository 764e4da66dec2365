import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import type { StaffTripRow } from '#domain/catalogue-admin.ts';
import { tripStateLabels } from '#domain/trip-input.ts';
import { countOf } from '#domain/words.ts';
import { Link } from '../../../components/site-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { notify } from '../../../lib/notify.ts';
import { ListState } from '../paged-list.tsx';
import { Cell, labelled, RowLink, StateFilter, TableList, TableRow } from '../table-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useOrderTrips, useTripList } from './api.ts';
import { savedBy } from './history-panel.tsx';
import { TripStateBadge } from './trip-state-badge.tsx';

// One grid for the header and the rows: a table's columns on a wide screen, a card on a phone.
const columns =
  'lg:grid lg:grid-cols-[minmax(0,1.6fr)_6.5rem_minmax(0,1fr)_5.5rem_6.5rem_4.5rem_minmax(0,1.1fr)_6.5rem] lg:items-center lg:gap-3';

/** Moves a trip one place up or down the listing: its buttons sit over the row's link. */
type Move = { up?: () => void; down?: () => void; busy: boolean };

function TripRow({ trip, move }: { trip: StaffTripRow; move: Move | null }) {
  return (
    <TableRow columns={columns}>
      <Cell label="Viaggio" wide>
        <RowLink to={paths.adminTrip(trip.key)}>{trip.title}</RowLink>
        <span className="block truncate text-xs font-normal text-navy-600">
          {paths.travel(trip.slug)}
        </span>
      </Cell>
      <Cell label="Stato">
        <TripStateBadge state={trip.state} />
      </Cell>
      <Cell label="Pacchetto">{trip.packageTitle}</Cell>
      <Cell label="Prezzo">{trip.price > 0 ? formatEuro(trip.price) : 'Da definire'}</Cell>
      <Cell label="Prossima partenza">
        {trip.nextDeparture ? formatDate(trip.nextDeparture) : 'Nessuna'}
      </Cell>
      <Cell label="Posti venduti">{trip.seatsSold}</Cell>
      <Cell label="Ultima modifica" wide>
        {savedBy(trip.updatedBy)}
        <span className="block text-xs font-normal text-navy-600">
          {formatMoment(trip.updatedAt)}
        </span>
      </Cell>
      {move && (
        <Cell label="Ordine">
          <span className="relative z-10 flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Sposta su: ${trip.title}`}
              disabled={!move.up}
              aria-disabled={move.busy || undefined}
              onClick={move.up}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Sposta giù: ${trip.title}`}
              disabled={!move.down}
              aria-disabled={move.busy || undefined}
              onClick={move.down}
            >
              <ArrowDown aria-hidden />
            </Button>
          </span>
        </Cell>
      )}
    </TableRow>
  );
}

/** Viaggi: the whole catalogue, drafts and archived trips included, in the listing's order. */
export function TripsPage() {
  const { filters, setFilter } = useListParams(['state']);
  const state = labelled(tripStateLabels, filters.state);
  const query = useTripList();
  const all = query.data?.items ?? [];
  const trips = all.filter((trip) => !state || trip.state === state);
  const order = useOrderTrips();
  // The order is the whole list's: moved only while it is shown whole.
  const moveOf = (index: number): Move | null => {
    if (state) return null;
    const swap = (other: number) => () => {
      // Not disabled meanwhile: a disabled button would lose the focus the next move needs.
      if (order.isPending) return;
      const keys = all.map((trip) => trip.key);
      [keys[index], keys[other]] = [keys[other]!, keys[index]!];
      order.mutate(keys, {
        onError: (error) =>
          void notify.error('L’ordine non è stato salvato', { description: error.message }),
      });
    };
    return {
      up: index > 0 ? swap(index - 1) : undefined,
      down: index < all.length - 1 ? swap(index + 1) : undefined,
      busy: order.isPending,
    };
  };

  return (
    <AdminPage
      title="Viaggi"
      intro="Il catalogo del sito, nell’ordine dell’elenco dei viaggi e della home: apri un viaggio per cambiarne testi, prezzo e programma, o per pubblicarlo."
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={paths.adminPackages} className={buttonClasses('outline')}>
            Pacchetti
          </Link>
          <Link to={paths.adminNewTrip} className={buttonClasses('accent')}>
            <Plus aria-hidden /> Nuovo viaggio
          </Link>
        </div>
      }
    >
      <div className="max-w-64">
        <StateFilter
          id="trips-state"
          labels={tripStateLabels}
          value={state}
          onChange={(value) => setFilter('state', value)}
        />
      </div>
      <div className="mt-6">
        <ListState query={query} empty="Nessun viaggio." loadingLabel="Caricamento dei viaggi…" />
        {query.data &&
          query.data.items.length > 0 &&
          (trips.length === 0 ? (
            <p className="rounded-[var(--radius-card)] bg-white p-6 text-center text-navy-700 shadow-[var(--shadow-card)]">
              Nessun viaggio in questo stato.
            </p>
          ) : (
            <TableList
              count={countOf(trips.length, 'viaggio', 'viaggi')}
              columns={columns}
              headings={[
                'Viaggio',
                'Stato',
                'Pacchetto',
                'Prezzo',
                'Partenza',
                'Venduti',
                'Ultima modifica',
                ...(state ? [] : ['Ordine']),
              ]}
            >
              {trips.map((trip, index) => (
                <TripRow key={trip.key} trip={trip} move={moveOf(index)} />
              ))}
            </TableList>
          ))}
      </div>
    </AdminPage>
  );
}
