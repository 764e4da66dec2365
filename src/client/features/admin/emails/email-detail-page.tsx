import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/site-link.tsx';
import type { StaffEmailDetail } from '#domain/backoffice.ts';
import { bookingCode } from '#domain/booking.ts';
import { emailKindLabels } from '#domain/emails.ts';
import { paths } from '../../../paths.ts';
import { adminCard, AdminDetailPage, FactList } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { useEmail } from './api.ts';
import { EmailStateBadge } from './email-state-badge.tsx';
import { ResendEmail } from './resend-email.tsx';

function Facts({ email }: { email: StaffEmailDetail }) {
  const lines: [string, ReactNode][] = [
    ['Destinatario', email.recipient],
    ['Tipo', emailKindLabels[email.kind]],
    ['Stato', <EmailStateBadge key="state" state={email.state} />],
    ['Tentativi', email.attempts],
    ['Creata il', formatMoment(email.createdAt)],
  ];
  if (email.sentAt) lines.push(['Inviata il', formatMoment(email.sentAt)]);
  if (email.state === 'pending') {
    lines.push(['Prossimo tentativo', formatMoment(email.nextAttemptAt)]);
  }
  if (email.lastError) lines.push(['Ultimo errore', email.lastError]);
  if (email.bookingId) {
    lines.push([
      'Prenotazione',
      <Link
        key="booking"
        to={paths.adminBooking(email.bookingId)}
        className="text-sea-700 underline"
      >
        {bookingCode(email.bookingId)}
      </Link>,
    ]);
  }
  return <FactList lines={lines} className="space-y-3" />;
}

function Detail({ email }: { email: StaffEmailDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="email-message" className={adminCard}>
        <h2 id="email-message" className="text-xl font-semibold text-navy-900">
          Messaggio
        </h2>
        {/*
          The HTML as the recipient sees it, in a frame with every sandbox restriction: no
          script runs and it gets an origin of its own, so it can reach neither the session nor
          the page.
        */}
        <iframe
          title={`Anteprima: ${email.subject}`}
          sandbox=""
          srcDoc={email.html}
          className="mt-4 h-[70svh] min-h-[28rem] w-full rounded-xl border border-navy-100 bg-white"
        />
        <details className="mt-4 rounded-xl bg-sand-50 p-4">
          <summary className="cursor-pointer font-semibold text-navy-900">
            Versione solo testo
          </summary>
          <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap text-navy-800">
            {email.text}
          </pre>
        </details>
      </section>
      <div className="space-y-6 lg:sticky lg:top-24">
        <section aria-label="Dettagli dell'invio" className={adminCard}>
          <Facts email={email} />
        </section>
        <ResendEmail email={email} />
      </div>
    </div>
  );
}

/** One message as it was sent, how its delivery went, and "Reinvia". */
export function EmailDetailPage() {
  const { id = '' } = useParams();
  return (
    <AdminDetailPage
      query={useEmail(id)}
      title={(email) => email?.subject ?? 'Messaggio'}
      intro={(email) => (
        <span className="flex flex-wrap items-center gap-2">
          <EmailStateBadge state={email.state} />
          <span className="break-all">
            {emailKindLabels[email.kind]} · a {email.recipient}
          </span>
        </span>
      )}
      back={{ to: paths.adminEmails, label: 'Tutti i messaggi' }}
      notFound="Messaggio non trovato."
      loadingLabel="Caricamento del messaggio…"
    >
      {(email) => <Detail email={email} />}
    </AdminDetailPage>
  );
}
