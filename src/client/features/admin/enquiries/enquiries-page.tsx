import { Mail, Phone } from 'lucide-react';
import type { StaffEnquiry } from '#domain/backoffice.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { enquiryFilterLabels } from '#domain/enquiry-handling.ts';
import { labelled, StateFilter } from '../table-list.tsx';
import { useEnquiries } from './api.ts';
import { EnquiryHandling, EnquiryStateBadge } from './enquiry-handling.tsx';

function EnquiryCard({ enquiry }: { enquiry: StaffEnquiry }) {
  const trip = [
    ['Viaggio', enquiry.destinationTitle],
    ['Date', enquiry.travelDate],
    ['Aeroporto', enquiry.airport],
  ].filter((line): line is [string, string] => Boolean(line[1]));
  return (
    <li>
      <article
        aria-labelledby={`enquiry-${enquiry.id}`}
        className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2
            id={`enquiry-${enquiry.id}`}
            className="font-sans text-lg font-semibold text-navy-900"
          >
            {enquiry.name}
          </h2>
          <p className="flex items-center gap-2 text-sm text-navy-600">
            <EnquiryStateBadge state={enquiry.state} />
            {formatMoment(enquiry.createdAt)}
          </p>
        </div>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <a
            href={`mailto:${enquiry.email}`}
            className="inline-flex min-h-10 items-center gap-1.5 break-all text-sea-700 underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden /> {enquiry.email}
          </a>
          {enquiry.phone && (
            <a
              href={`tel:${enquiry.phone}`}
              className="inline-flex min-h-10 items-center gap-1.5 text-sea-700 underline"
            >
              <Phone className="size-4 shrink-0" aria-hidden /> {enquiry.phone}
            </a>
          )}
        </p>
        {trip.length > 0 && (
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {trip.map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-navy-600">{label}:</dt>
                <dd className="font-semibold text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 rounded-xl bg-sand-50 p-4 break-words whitespace-pre-line text-navy-800">
          {enquiry.message}
        </p>
        <EnquiryHandling enquiry={enquiry} />
      </article>
    </li>
  );
}

/**
 * Richieste: what visitors wrote with the contact form, newest first, narrowed by state, each
 * with where staff are with it.
 */
export function EnquiriesPage() {
  const { page, filters, setPage, setFilter } = useListParams(['state']);
  const state = labelled(enquiryFilterLabels, filters.state);
  const query = useEnquiries({ page, state });
  return (
    <AdminPage
      title="Richieste"
      intro="I messaggi arrivati dal modulo di contatto, dai più recenti: chi se ne occupa, le note, la risposta."
    >
      <div className="mb-6 max-w-64">
        <StateFilter
          id="enquiries-state"
          labels={enquiryFilterLabels}
          value={state}
          onChange={(value) => setFilter('state', value)}
        />
      </div>
      <PagedList
        query={query}
        empty="Nessuna richiesta ricevuta."
        loadingLabel="Caricamento delle richieste…"
        onPage={setPage}
      >
        {({ items }) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((enquiry) => (
              <EnquiryCard key={enquiry.id} enquiry={enquiry} />
            ))}
          </ul>
        )}
      </PagedList>
    </AdminPage>
  );
}
