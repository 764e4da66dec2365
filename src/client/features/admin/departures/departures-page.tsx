import { useState } from 'react';
import type { StaffDeparture, StaffDepartureRow } from '#domain/backoffice.ts';
import { departureFateLabels, type DepartureOutlook } from '#domain/departure-fate.ts';
import { countOf } from '#domain/words.ts';
import { Link } from '../../../components/site-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { catalogue } from '../../../lib/page-data.ts';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { PagedList } from '../paged-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useChangeDeparture, useDepartureList } from './api.ts';
import { fateTone } from './departure-fate.tsx';
import { EditDepartureButton } from './edit-departure-form.tsx';
import { NewDepartureButton } from './new-departure-form.tsx';

/**
 * Closing stops new bookings on a departure without touching those it has; reopening offers it
 * again on the site. Either changes what visitors see: asked first.
 */
function CloseButton({ departure }: { departure: StaffDeparture }) {
  const [asking, setAsking] = useState(false);
  const change = useChangeDeparture(departure);
  const closing = !departure.closed;
  const day = formatDate(departure.startDate);
  const toggle = () =>
    change.mutate(
      { closed: closing },
      {
        onSuccess: () => {
          setAsking(false);
          void notify.success(closing ? 'Partenza chiusa' : 'Partenza riaperta', {
            description: closing
              ? 'Non accetta più nuove prenotazioni.'
              : 'Torna prenotabile dal sito.',
          });
        },
        onError: (error) => {
          setAsking(false);
          void notify.error('Operazione non riuscita', { description: error.message });
        },
      },
    );
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {closing ? 'Chiudi partenza' : 'Riapri'}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={closing ? `Chiudere la partenza del ${day}?` : `Riaprire la partenza del ${day}?`}
        description={
          closing
            ? 'Dal sito non si potrà più prenotare: le prenotazioni che ha restano come sono.'
            : 'Torna prenotabile dal sito, con i posti liberi che ha.'
        }
        confirm={closing ? 'Sì, chiudi' : 'Sì, riapri'}
        busy={change.isPending}
        busyLabel={closing ? 'Chiusura…' : 'Riapertura…'}
        onConfirm={toggle}
      />
    </>
  );
}

/** The next 60 days: whether it goes ahead, and the documents and balances still to come. */
function Outlook({ outlook, booked }: { outlook: DepartureOutlook; booked: number }) {
  return (
    <div className="mt-3 flex flex-wrap gap-1.5">
      <Badge tone={fateTone[outlook.fate]}>{departureFateLabels[outlook.fate]}</Badge>
      {booked > 0 && (
        <Badge tone={outlook.documentsMissing ? 'waiting' : 'good'}>
          {outlook.documentsMissing
            ? `Documenti mancanti: ${outlook.documentsMissing}`
            : 'Documenti completi'}
        </Badge>
      )}
      {outlook.balancesOpen > 0 && (
        <Badge tone="waiting">
          {countOf(outlook.balancesOpen, 'saldo da ricevere', 'saldi da ricevere')}
        </Badge>
      )}
    </div>
  );
}

function DepartureCard({
  departure,
  showTrip,
}: {
  departure: StaffDepartureRow;
  showTrip: boolean;
}) {
  const lines = [
    ['Ritorno', formatDate(departure.endDate)],
    ['Prezzo', formatEuro(departure.price)],
    ['Posti liberi', `${departure.spotsAvailable} su ${departure.totalSpots}`],
    ['Prenotati', String(departure.booked)],
    ['Coordinatori', departure.coordinators.join(' e ')],
  ] as const;
  return (
    <li>
      <article
        aria-labelledby={`departure-${departure.id}`}
        className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
      >
        <div className="flex items-start justify-between gap-3">
          <h2
            id={`departure-${departure.id}`}
            className="font-sans text-lg font-semibold text-navy-900"
          >
            {formatDate(departure.startDate)}
            {showTrip && (
              <span className="block text-sm font-normal text-navy-700">
                {departure.destinationTitle}
              </span>
            )}
          </h2>
          {departure.cancelled ? (
            <Badge tone="bad">Annullata</Badge>
          ) : departure.closed ? (
            <Badge tone="bad">Chiusa</Badge>
          ) : departure.spotsAvailable === 0 ? (
            <Badge tone="waiting">Al completo</Badge>
          ) : (
            <Badge tone="good">Aperta</Badge>
          )}
        </div>
        {departure.outlook && !departure.cancelled && (
          <Outlook outlook={departure.outlook} booked={departure.booked} />
        )}
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {lines.map(([label, value]) => (
            <div key={label} className={label === 'Coordinatori' ? 'col-span-2' : undefined}>
              <dt className="text-navy-600">{label}</dt>
              <dd className="font-semibold text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link
            to={paths.adminDeparture(departure.id)}
            className="inline-flex min-h-10 items-center rounded-full bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-700"
          >
            Chi viaggia<span className="sr-only"> il {formatDate(departure.startDate)}</span>
          </Link>
          {!departure.cancelled && (
            <>
              <EditDepartureButton departure={departure} />
              <CloseButton departure={departure} />
            </>
          )}
          <Link
            to={paths.adminDepartureWaitlist(departure.id)}
            className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-sea-700 underline-offset-2 hover:underline"
          >
            Lista d’attesa<span className="sr-only"> del {formatDate(departure.startDate)}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}

/** Partenze: the calendar from today on, by trip, where seats and coordinators are managed. */
export function DeparturesPage() {
  const { page, filters, setPage, setFilter } = useListParams(['destinationId']);
  const query = useDepartureList({ destinationId: filters.destinationId, page });

  return (
    <AdminPage
      title="Partenze"
      intro="Le partenze da oggi in poi: posti, prezzo e coordinatori."
      actions={<NewDepartureButton destinationId={filters.destinationId} />}
    >
      <div className="max-w-sm">
        <Label htmlFor="departures-destination">Viaggio</Label>
        <Select
          id="departures-destination"
          value={filters.destinationId}
          onChange={(event) => setFilter('destinationId', event.target.value)}
        >
          <option value="">Tutti i viaggi</option>
          {catalogue.trips.map((trip) => (
            <option key={trip.id} value={trip.id}>
              {trip.title}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-6">
        <PagedList
          query={query}
          empty="Nessuna partenza in programma."
          loadingLabel="Caricamento delle partenze…"
          onPage={setPage}
        >
          {({ items }) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((departure) => (
                <DepartureCard
                  key={departure.id}
                  departure={departure}
                  showTrip={!filters.destinationId}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
