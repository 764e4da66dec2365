import type { ReactNode } from 'react';
import { Link } from '../../../components/site-link.tsx';
import type { StaffEmailRow } from '#domain/backoffice.ts';
import { emailKindLabels, emailStateLabels, type EmailState } from '#domain/emails.ts';
import { Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useEmailList } from './api.ts';
import { EmailStateBadge } from './email-state-badge.tsx';

// One grid for the header and the rows: a table's columns on a wide screen, a card on a phone.
const columns =
  'lg:grid lg:grid-cols-[8.5rem_minmax(0,2fr)_minmax(0,1fr)_7rem_4.5rem_8.5rem] lg:items-center lg:gap-3';

function Cell({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <dt className="text-xs text-navy-600 lg:sr-only">{label}</dt>
      <dd className="font-medium break-words text-navy-900">{children}</dd>
    </div>
  );
}

function EmailRow({ email }: { email: StaffEmailRow }) {
  return (
    <li className="relative rounded-2xl bg-white p-4 shadow-[var(--shadow-card)] focus-within:outline-2 focus-within:outline-sea-600 hover:bg-sand-50 lg:px-5 lg:py-3">
      <dl className={`grid grid-cols-2 gap-x-4 gap-y-2 text-sm ${columns}`}>
        <Cell label="Creata il">{formatMoment(email.createdAt)}</Cell>
        <Cell label="Messaggio" wide>
          {/* The whole card is the link's target; the subject is what a screen reader hears. */}
          <Link
            to={paths.adminEmail(email.id)}
            className="font-semibold text-navy-900 underline-offset-2 outline-none after:absolute after:inset-0 hover:underline"
          >
            {email.subject}
          </Link>
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
      </dl>
    </li>
  );
}

/** A state from the address, if it is one (a hand-edited `?state=` is ignored). */
function stateFilter(value: string): EmailState | undefined {
  return Object.hasOwn(emailStateLabels, value) ? (value as EmailState) : undefined;
}

/** Email: every message the site wrote, newest first, with how its delivery went. */
export function EmailsPage() {
  const { page, filters, setPage, setFilter } = useListParams(['state']);
  const state = stateFilter(filters.state);
  const query = useEmailList({ state, page });

  return (
    <AdminPage
      title="Email"
      intro="I messaggi inviati dal sito a viaggiatori e agenzia, dai più recenti. Apri un messaggio per vederlo o inviarlo di nuovo."
    >
      <div className="max-w-64">
        <Label htmlFor="emails-state">Stato</Label>
        <Select
          id="emails-state"
          value={state ?? ''}
          onChange={(event) => setFilter('state', event.target.value)}
        >
          <option value="">Tutti gli stati</option>
          {Object.entries(emailStateLabels).map(([state, label]) => (
            <option key={state} value={state}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-6" aria-busy={query.isFetching || undefined}>
        <PagedList
          query={query}
          empty="Nessun messaggio trovato."
          loadingLabel="Caricamento dei messaggi…"
          onPage={setPage}
        >
          {({ items, total }) => (
            <>
              <p aria-live="polite" className="mb-3 text-sm text-navy-700">
                {total === 1 ? '1 messaggio' : `${total} messaggi`}
              </p>
              <div
                aria-hidden
                className={`hidden px-5 pb-2 text-xs font-semibold tracking-wide text-navy-600 uppercase ${columns}`}
              >
                <span>Creata il</span>
                <span>Messaggio</span>
                <span>Tipo</span>
                <span>Stato</span>
                <span>Tent.</span>
                <span>Inviata il</span>
              </div>
              <ul className="space-y-3">
                {items.map((email) => (
                  <EmailRow key={email.id} email={email} />
                ))}
              </ul>
            </>
          )}
        </PagedList>
      </div>
    </AdminPage>
  );
}
