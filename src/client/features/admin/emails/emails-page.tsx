import type { StaffEmailRow } from '#domain/backoffice.ts';
import { emailKindLabels, emailStateLabels } from '#domain/emails.ts';
import { countOf } from '#domain/words.ts';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { Cell, labelled, RowLink, StateFilter, TableList, TableRow } from '../table-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useEmailList } from './api.ts';
import { EmailStateBadge } from './email-state-badge.tsx';

// One grid for the header and the rows: a table's columns on a wide screen, a card on a phone.
const columns =
  'lg:grid lg:grid-cols-[8.5rem_minmax(0,2fr)_minmax(0,1fr)_7rem_4.5rem_8.5rem] lg:items-center lg:gap-3';

function EmailRow({ email }: { email: StaffEmailRow }) {
  return (
    <TableRow columns={columns}>
      <Cell label="Creata il">{formatMoment(email.createdAt)}</Cell>
      <Cell label="Messaggio" wide>
        <RowLink to={paths.adminEmail(email.id)}>{email.subject}</RowLink>
        <span className="block truncate text-xs font-normal text-navy-600">
          A: {email.recipient}
        </span>
      </Cell>
      <Cell label="Tipo" wide>
        {emailKindLabels[email.kind]}
      </Cell>
      <Cell label="Stato">
        <EmailStateBadge state={email.state} />
      </Cell>
      <Cell label="Tentativi">{email.attempts}</Cell>
      <Cell label="Inviata il">{email.sentAt ? formatMoment(email.sentAt) : 'Non ancora'}</Cell>
      {email.lastError && (
        <div className="col-span-2 lg:col-span-full">
          <dt className="text-xs text-navy-600">Ultimo errore</dt>
          <dd className="break-words text-red-800">{email.lastError}</dd>
        </div>
      )}
    </TableRow>
  );
}

/** Email: every message the site wrote, newest first, with how its delivery went. */
export function EmailsPage() {
  const { page, filters, setPage, setFilter } = useListParams(['state']);
  const state = labelled(emailStateLabels, filters.state);
  const query = useEmailList({ state, page });

  return (
    <AdminPage
      title="Email"
      intro="I messaggi inviati dal sito a viaggiatori e agenzia, dai più recenti. Apri un messaggio per vederlo o inviarlo di nuovo."
    >
      <div className="max-w-64">
        <StateFilter
          id="emails-state"
          labels={emailStateLabels}
          value={state}
          onChange={(value) => setFilter('state', value)}
        />
      </div>
      <div className="mt-6" aria-busy={query.isFetching || undefined}>
        <PagedList
          query={query}
          empty="Nessun messaggio trovato."
          loadingLabel="Caricamento dei messaggi…"
          onPage={setPage}
        >
          {({ items, total }) => (
            <TableList
              count={countOf(total, 'messaggio', 'messaggi')}
              columns={columns}
              headings={['Creata il', 'Messaggio', 'Tipo', 'Stato', 'Tent.', 'Inviata il']}
            >
              {items.map((email) => (
                <EmailRow key={email.id} email={email} />
              ))}
            </TableList>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
