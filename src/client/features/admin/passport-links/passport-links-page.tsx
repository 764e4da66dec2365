import { useEffect } from 'react';
import type { StaffPassportLink } from '#domain/backoffice.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import { AdminPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { isUnauthorized } from '../session/api.ts';
import { usePassportLinks } from './api.ts';
import { CopyLinkButton } from './copy-link.tsx';
import { PassportLinkForm } from './passport-link-form.tsx';

/** A used link stays "Utilizzato" after its days; an unused one past them no longer opens. */
function LinkState({ link }: { link: StaffPassportLink }) {
  if (link.used) return <Badge tone="neutral">Utilizzato</Badge>;
  if (link.expired) return <Badge tone="bad">Scaduto</Badge>;
  return <Badge tone="good">Non utilizzato</Badge>;
}

function LinkEntry({ link }: { link: StaffPassportLink }) {
  const customer = link.customerName ?? 'Cliente non indicato';
  return (
    <li className="rounded-xl border border-navy-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold break-words text-navy-900">{customer}</p>
        <LinkState link={link} />
      </div>
      <dl className="mt-2 space-y-1 text-sm text-navy-700">
        {link.customerEmail && (
          <div className="flex gap-1.5">
            <dt>Email:</dt>
            <dd className="break-all text-navy-900">{link.customerEmail}</dd>
          </div>
        )}
        {link.bookingReference && (
          <div className="flex gap-1.5">
            <dt>Riferimento:</dt>
            <dd className="break-all text-navy-900">{link.bookingReference}</dd>
          </div>
        )}
        <div className="flex gap-1.5">
          <dt>Creato il:</dt>
          <dd className="text-navy-900">{formatMoment(link.createdAt)}</dd>
        </div>
        {link.usedAt ? (
          <div className="flex gap-1.5">
            <dt>Utilizzato il:</dt>
            <dd className="text-navy-900">{formatMoment(link.usedAt)}</dd>
          </div>
        ) : (
          <div className="flex gap-1.5">
            <dt>{link.expired ? 'Scaduto il:' : 'Scade il:'}</dt>
            <dd className="text-navy-900">{formatMoment(link.expiresAt)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3">
        <CopyLinkButton token={link.token} label={`Copia il link di ${customer}`} />
      </div>
    </li>
  );
}

function LinkList() {
  const query = usePassportLinks();
  const failed = query.isError && !isUnauthorized(query.error);
  useEffect(() => {
    if (failed) {
      void notify.error('Errore nel caricamento dei link', {
        id: 'passport-links-load',
        description: 'Si è verificato un errore durante il caricamento dei link',
      });
    }
  }, [failed]);

  return (
    <section
      aria-labelledby="link-list-title"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6"
    >
      <h2 id="link-list-title" className="text-2xl font-semibold">
        Link generati
      </h2>
      {query.isPending ? (
        <div className="grid place-items-center py-12">
          <Spinner label="Caricamento dei link…" />
        </div>
      ) : failed ? (
        <p className="mt-4 text-navy-700">
          Si è verificato un errore durante il caricamento dei link
        </p>
      ) : query.data?.items.length ? (
        // Keyboard users scroll it too: the list is a focusable, named region.
        <ul
          tabIndex={0}
          aria-label="Elenco dei link generati"
          className="mt-4 max-h-[500px] space-y-3 overflow-y-auto pr-1"
        >
          {query.data.items.map((link) => (
            <LinkEntry key={link.id} link={link} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-navy-700">Nessun link generato</p>
      )}
    </section>
  );
}

/** The spec's generator: one-time identity-check links for customers, and the ones made so far. */
export function PassportLinksPage() {
  return (
    <AdminPage
      title="Generatore Link Verifica Passaporto"
      intro="Crea un link monouso per la verifica dell'identità e invialo al cliente."
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <PassportLinkForm />
        <LinkList />
      </div>
    </AdminPage>
  );
}
