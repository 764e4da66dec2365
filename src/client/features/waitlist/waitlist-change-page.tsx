import { useParams } from 'react-router';
import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { formatDeadline } from '#domain/format-deadline.ts';
import {
  waitlistPlaceText,
  waitlistSeatsText,
  type WaitlistChange,
  type WaitlistChangeConfirmed,
} from '#domain/waitlist.ts';
import { Link } from '../../components/site-link.tsx';
import { buttonClasses, Button } from '../../components/ui/button.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { useConfirmWaitlistChange, useWaitlistChange } from './api.ts';

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6';

/** The departure and the request, as the visitor typed it in the form. */
function Request({ change }: { change: WaitlistChange }) {
  const lines = [
    ['Viaggio', change.destinationTitle],
    ['Date', `dal ${formatDate(change.startDate)} al ${formatDate(change.endDate)}`],
    ['Nome', change.name],
    ['Posti richiesti', waitlistSeatsText(change.seats)],
  ] as const;
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-navy-600">{label}</dt>
          <dd className="font-semibold break-words text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Confirmed({ confirmed }: { confirmed: WaitlistChangeConfirmed }) {
  return (
    <div className={`${card} mt-8`}>
      <h2 className="flex items-center gap-2 text-2xl font-semibold text-navy-900">
        <CircleCheck className="size-6 text-sea-700" aria-hidden /> Richiesta aggiornata
      </h2>
      <p role="status" className="mt-3 text-lg text-navy-800">
        <strong>{waitlistPlaceText(confirmed.place)}</strong> Appena si liberano posti per te ti
        mandiamo un’email con il link per prenotare.
      </p>
      <Request change={confirmed} />
      <Link
        to={paths.travel(confirmed.destinationId)}
        className={`${buttonClasses('outline')} mt-6`}
      >
        Torna al viaggio
      </Link>
    </div>
  );
}

function Pending({ change, token }: { change: WaitlistChange; token: string }) {
  const confirm = useConfirmWaitlistChange(token);
  if (confirm.data) return <Confirmed confirmed={confirm.data} />;
  return (
    <div className={`${card} mt-8`}>
      <h2 className="text-2xl font-semibold text-navy-900">La richiesta da confermare</h2>
      <p className="mt-2 text-navy-800">
        Questo indirizzo email è già in lista d’attesa per questa partenza. Con la conferma
        aggiorniamo la tua richiesta così:
      </p>
      <Request change={change} />
      <p className="mt-5 text-navy-700">
        Se non l’hai chiesta tu, chiudi questa pagina: la tua richiesta e il tuo posto in lista
        restano come sono. Il link vale fino a {formatDeadline(change.expiresAt)}.
      </p>
      {confirm.error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {confirm.error.message}
        </p>
      )}
      <BusyButton
        variant="accent"
        className="mt-5 w-full sm:w-auto"
        busy={confirm.isPending}
        busyLabel="Conferma in corso…"
        onClick={() => confirm.mutate()}
      >
        Conferma la modifica
      </BusyButton>
    </div>
  );
}

/** A link that applies nothing (the server says why), or a failure on the way. */
function Problem({ error, retry }: { error: Error; retry: () => void }) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <div className={`${card} mt-8`}>
      <h2 className="flex items-center gap-2 text-2xl font-semibold text-navy-900">
        <CircleAlert className="size-6 text-red-700" aria-hidden />
        {refused ? 'Link non valido' : 'Qualcosa non ha funzionato'}
      </h2>
      <p role="alert" className="mt-3 text-navy-800">
        {error.message}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.contact} className={buttonClasses('primary')}>
          <Mail aria-hidden /> Scrivici
        </Link>
        {!refused && (
          <Button variant="outline" onClick={retry}>
            Riprova
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * `/lista-attesa/:token`: the link e-mailed after a repeat waitlist sign-up. It shows the change
 * and applies it only when the button is pressed: mail scanners open links, and a change applied
 * on opening would be one nobody confirmed (decision 032).
 */
export function WaitlistChangePage() {
  const { token = '' } = useParams();
  const { data: change, error, refetch } = useWaitlistChange(token);
  return (
    <section
      aria-labelledby="waitlist-change-title"
      className="mx-auto max-w-3xl px-4 pt-24 pb-20 md:px-6 md:pt-32"
    >
      <h1 id="waitlist-change-title" className="text-4xl font-semibold md:text-5xl">
        Conferma la modifica
      </h1>
      {change ? (
        <Pending change={change} token={token} />
      ) : error ? (
        <Problem error={error} retry={() => void refetch()} />
      ) : (
        <div className="mt-10 grid place-items-center">
          <Spinner label="Caricamento della richiesta…" />
        </div>
      )}
    </section>
  );
}
