import {
  auditActions,
  auditRecordLabels,
  type AuditEntry,
  type AuditPage as AuditPageData,
  type AuditValues,
} from '#domain/audit.ts';
import { countOf } from '#domain/words.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { Cell, labelled, RowLink, SearchBox, TableList, TableRow } from '../table-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useAuditTrail } from './api.ts';

const actionLabels = Object.fromEntries(
  Object.entries(auditActions).map(([action, { label }]) => [action, label]),
) as Record<keyof typeof auditActions, string>;

// One grid for the header and the rows: a table's columns on a wide screen, a card on a phone.
const columns =
  'lg:grid lg:grid-cols-[8.5rem_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,2fr)] lg:items-start lg:gap-3';

function shown(value: AuditValues[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  return String(value);
}

/** What the record was and became: "Prezzo (€): 2500 → 2700", one line a field. */
function Changes({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <span className="text-navy-600">—</span>;
  return (
    <ul className="space-y-0.5 font-normal">
      {fields.map((field) => (
        <li key={field}>
          <span className="text-navy-600">{field}: </span>
          {before && field in before && (
            <>
              <span>{shown(before[field])}</span>
              {after && field in after && (
                <>
                  <span aria-hidden> → </span>
                  <span className="sr-only"> diventa </span>
                </>
              )}
            </>
          )}
          {after && field in after && <span>{shown(after[field])}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The record's name, a link to it where the back office has a page of it. */
function Record({ entry }: { entry: AuditEntry }) {
  const page =
    entry.recordType === 'booking'
      ? paths.adminBooking(entry.recordId)
      : entry.recordType === 'departure'
        ? paths.adminDeparture(entry.recordId)
        : undefined;
  return (
    <>
      <span className="block text-xs font-normal text-navy-600">
        {auditRecordLabels[entry.recordType]}
      </span>
      {page ? <RowLink to={page}>{entry.recordLabel}</RowLink> : entry.recordLabel}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <TableRow columns={columns}>
      <Cell label="Quando">{formatMoment(entry.at)}</Cell>
      <Cell label="Chi">{entry.staffName}</Cell>
      <Cell label="Attività" wide>
        {actionLabels[entry.action]}
      </Cell>
      <Cell label="Riguarda" wide>
        <Record entry={entry} />
      </Cell>
      <Cell label="Modifiche" wide>
        <Changes before={entry.before} after={entry.after} />
      </Cell>
    </TableRow>
  );
}

function Filters({
  people,
  filters,
  setFilter,
}: {
  people: AuditPageData['people'];
  filters: Record<'staff' | 'action' | 'record' | 'from' | 'to', string>;
  setFilter: (name: 'staff' | 'action' | 'record' | 'from' | 'to', value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_10rem_10rem]">
      <div>
        <Label htmlFor="audit-staff">Persona</Label>
        <Select
          id="audit-staff"
          value={filters.staff}
          onChange={(event) => setFilter('staff', event.target.value)}
        >
          <option value="">Tutto il team</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="audit-action">Attività</Label>
        <Select
          id="audit-action"
          value={filters.action}
          onChange={(event) => setFilter('action', event.target.value)}
        >
          <option value="">Tutte le attività</option>
          {Object.entries(actionLabels).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2 lg:col-span-1">
        <Label htmlFor="audit-record">Riguarda</Label>
        <SearchBox
          id="audit-record"
          placeholder="Codice prenotazione, nome, viaggio"
          value={filters.record}
          onSearch={(value) => setFilter('record', value)}
        />
      </div>
      <div>
        <Label htmlFor="audit-from">Dal</Label>
        <Input
          id="audit-from"
          type="date"
          value={filters.from}
          onChange={(event) => setFilter('from', event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="audit-to">Al</Label>
        <Input
          id="audit-to"
          type="date"
          value={filters.to}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </div>
    </div>
  );
}

/**
 * "Registro attività": who changed what in the back office, and who opened a traveller's
 * passport photo or selfie, newest first (domain/audit.ts). The owner's to read; nobody's to
 * change.
 */
export function AuditPage() {
  const { page, filters, setPage, setFilter } = useListParams([
    'staff',
    'action',
    'record',
    'from',
    'to',
  ]);
  const action = labelled(actionLabels, filters.action);
  const query = useAuditTrail({ ...filters, action, page });
  const years = query.data?.retentionYears;

  return (
    <AdminPage
      title="Registro attività"
      intro={`Chi ha fatto cosa nell'area staff, e chi ha aperto i documenti dei viaggiatori, dalle più recenti. Le righe non si possono modificare${years ? ` e restano per ${countOf(years, 'anno', 'anni')}` : ''}.`}
    >
      <Filters
        people={query.data?.people ?? []}
        filters={{ ...filters, action: action ?? '' }}
        setFilter={setFilter}
      />
      <div className="mt-6" aria-busy={query.isFetching || undefined}>
        <PagedList
          query={query}
          empty="Nessuna attività trovata."
          loadingLabel="Caricamento del registro…"
          onPage={setPage}
        >
          {({ items, total }) => (
            <TableList
              count={countOf(total, 'attività', 'attività')}
              columns={columns}
              headings={['Quando', 'Chi', 'Attività', 'Riguarda', 'Modifiche']}
            >
              {items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </TableList>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
