import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../components/site-link.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { paths } from '../../paths.ts';
import { AdminPage } from './admin-page.tsx';
import { adminKeys } from './admin-keys.ts';
import { DocumentPreview, documentTypeLabels } from './document-preview.tsx';
import { formatMegabytes, formatMoment } from './format.ts';
import { ListState } from './list-state.tsx';
import { Pagination } from './pagination.tsx';
import { useListParams } from './use-list-params.ts';

/** Documenti: the passport photos and selfies visitors uploaded, newest first. */
export function DocumentsPage() {
  const { page, setPage } = useListParams([]);
  const query = useQuery({
    queryKey: adminKeys.documents(page),
    queryFn: () => unwrap(api.staff.documents.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminPage
      title="Documenti"
      intro="Foto del passaporto e selfie caricati dai viaggiatori. Tocca un'immagine per vederla intera."
    >
      <ListState
        query={query}
        empty="Nessun documento caricato."
        loadingLabel="Caricamento dei documenti…"
      />
      {query.data && query.data.items.length > 0 && (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.items.map((doc) => (
              <li
                key={doc.id}
                className="flex gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)]"
              >
                <DocumentPreview doc={doc} />
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-navy-900">
                    {documentTypeLabels[doc.documentType]}
                  </p>
                  {doc.bookingId ? (
                    <Link
                      to={paths.adminBooking(doc.bookingId)}
                      className="mt-1 inline-block break-words text-sea-700 underline"
                    >
                      {doc.bookingLabel ?? 'Apri la prenotazione'}
                    </Link>
                  ) : (
                    <p className="mt-1 text-navy-600">
                      {doc.bookingLabel ?? 'Nessuna prenotazione collegata'}
                    </p>
                  )}
                  <p className="mt-1 text-navy-600">
                    {formatMoment(doc.createdAt)} · {formatMegabytes(doc.sizeBytes)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={query.data} onPage={setPage} />
        </>
      )}
    </AdminPage>
  );
}
