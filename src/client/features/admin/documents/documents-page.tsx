import { Link } from '../../../components/site-link.tsx';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMegabytes, formatMoment } from '../format.ts';
import { PagedList } from '../paged-list.tsx';
import { useListParams } from '../use-list-params.ts';
import { useDocuments } from './api.ts';
import { documentTypeLabels } from '#domain/documents.ts';
import { DocumentPreview } from './document-preview.tsx';

/** Documenti: the passport photos and selfies visitors uploaded, newest first. */
export function DocumentsPage() {
  const { page, setPage } = useListParams([]);
  const query = useDocuments(page);
  return (
    <AdminPage
      title="Documenti"
      intro="Foto del passaporto e selfie caricati dai viaggiatori. Tocca un'immagine per vederla intera."
    >
      <PagedList
        query={query}
        empty="Nessun documento caricato."
        loadingLabel="Caricamento dei documenti…"
        onPage={setPage}
      >
        {({ items }) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((doc) => (
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
        )}
      </PagedList>
    </AdminPage>
  );
}
