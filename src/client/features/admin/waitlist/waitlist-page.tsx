import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { waitlistSeatsText, type StaffWaitlistEntry } from '#domain/waitlist.ts';
import { countOf } from '#domain/words.ts';
import { Link } from '../../../components/site-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { Cell, TableList, TableRow } from '../table-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useRemoveWaitlistEntry, useWaitlist } from './api.ts';

// One grid for the header and the rows: a table's columns on a wide screen, a card on a phone.
const columns =
  'lg:grid lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_4rem_8.5rem_8rem_7.5rem] lg:items-center lg:gap-3';

function WaitlistRow({
  entry,
  onRemove,
}: {
  entry: StaffWaitlistEntry;
  onRemove: (entry: StaffWaitlistEntry) => void;
}) {
  return (
    <TableRow columns={columns}>
      <Cell label="Partenza" wide>
        <span className="block">{entry.destinationTitle}</span>
        <span className="block text-xs font-normal text-navy-600">
          {formatDate(entry.startDate)}
        </span>
      </Cell>
      <Cell label="Chi" wide>
        <span className="block">{entry.name}</span>
        <a
          href={`mailto:${entry.email}`}
          className="block truncate text-xs font-normal text-sea-700 underline-offset-2 hover:underline"
        >
          {entry.email}
        </a>
      </Cell>
      <Cell label="Posti">{entry.seats}</Cell>
      <Cell label="Iscritto il">{formatMoment(entry.createdAt)}</Cell>
      <Cell label="Avvisato">
        {entry.notifiedAt ? (
          <>
            <Badge tone="good">Avvisato</Badge>
            <span className="block text-xs font-normal text-navy-600">
              {formatMoment(entry.notifiedAt)}
            </span>
          </>
        ) : (
          <Badge tone="waiting">In attesa</Badge>
        )}
      </Cell>
      <div className="col-span-2 lg:col-span-1 lg:text-right">
        <dt className="sr-only">Azioni</dt>
        <dd>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRemove(entry)}
            aria-label={`Rimuovi ${entry.name} dalla lista d’attesa del ${formatDate(entry.startDate)}`}
          >
            <Trash2 aria-hidden /> Rimuovi
          </Button>
        </dd>
      </div>
    </TableRow>
  );
}

/** Lista d'attesa: who asked to be told of seats on a full departure, each queue in order. */
export function WaitlistPage() {
  const { page, filters, setPage } = useListParams(['departureId']);
  const query = useWaitlist({ departureId: filters.departureId, page });
  const remove = useRemoveWaitlistEntry();
  const [removing, setRemoving] = useState<StaffWaitlistEntry | null>(null);

  const confirm = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        void notify.success('Iscrizione rimossa', {
          description: `${removing.name} non è più in lista per il ${formatDate(removing.startDate)}.`,
        });
        setRemoving(null);
      },
      onError: (error) => {
        void notify.error('Rimozione non riuscita', { description: error.message });
        setRemoving(null);
      },
    });

  return (
    <AdminPage
      title="Lista d’attesa"
      intro="Chi ha chiesto di essere avvisato su una partenza al completo, in ordine di iscrizione. Quando tornano posti, il sito scrive da solo a chi ci sta."
    >
      {filters.departureId && (
        <p className="mb-4 text-sm text-navy-700">
          Solo la partenza {filters.departureId}.{' '}
          <Link
            to={paths.adminWaitlist}
            className="font-semibold text-sea-700 underline-offset-2 hover:underline"
          >
            Mostra tutte le partenze
          </Link>
        </p>
      )}
      <div aria-busy={query.isFetching || undefined}>
        <PagedList
          query={query}
          empty="Nessuno in lista d’attesa."
          loadingLabel="Caricamento della lista d’attesa…"
          onPage={setPage}
        >
          {({ items, total }) => (
            <TableList
              count={countOf(total, 'iscrizione', 'iscrizioni')}
              columns={columns}
              headings={['Partenza', 'Chi', 'Posti', 'Iscritto il', 'Avvisato', '']}
            >
              {items.map((entry) => (
                <WaitlistRow key={entry.id} entry={entry} onRemove={setRemoving} />
              ))}
            </TableList>
          )}
        </PagedList>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Rimuovere dalla lista d’attesa?"
        description={
          removing
            ? `${removing.name} (${waitlistSeatsText(removing.seats)}) non sarà più avvisato se si liberano posti per il ${formatDate(removing.startDate)}.`
            : ''
        }
        confirm="Sì, rimuovi"
        busy={remove.isPending}
        busyLabel="Rimozione…"
        onConfirm={confirm}
      />
    </AdminPage>
  );
}
