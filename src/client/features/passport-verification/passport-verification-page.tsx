import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import { passportLinkMessages } from '#domain/passport-links.ts';
import { Logo } from '../../components/logo.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, api, unwrap } from '../../lib/api.ts';
import { watchFirstPaint } from '../../lib/first-paint.ts';
import { notify } from '../../lib/notify.ts';
import { siteConfig } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';

/** Both pages stand alone (no header or footer): the check is all there is to do here. */
function Bare({ children }: { children: ReactNode }) {
  useEffect(watchFirstPaint, []);
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-3xl px-4 py-8 md:py-12">
      <Logo size="small" tone="dark" name={siteConfig.name} />
      <div className="mt-8">{children}</div>
    </main>
  );
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; verificationUrl: string; customerName: string | null };

/** Opening the link uses it up: the server answers once, the page remembers the answer. */
function useVerificationLink(token: string | null): State {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (!token) return setState({ kind: 'error', message: passportLinkMessages.missing });
    unwrap(api['passport-verification'].open.$post({ json: { token } }))
      .then((link) => setState({ kind: 'ready', ...link }))
      .catch((error: unknown) =>
        setState({
          kind: 'error',
          message:
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? error.message
              : passportLinkMessages.failed,
        }),
      );
  }, [token]);
  return state;
}

/** `/passport-verification?token=…`: the identity provider's check inside the page. */
export function PassportVerificationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useVerificationLink(params.get('token'));

  return (
    <Bare>
      <h1 className="flex items-center gap-3 text-3xl font-semibold md:text-4xl">
        <ShieldCheck className="size-8 text-sea-700" aria-hidden /> Verifica del passaporto
      </h1>
      {state.kind === 'loading' && (
        <div className="mt-10 grid place-items-center">
          <Spinner label="Stiamo aprendo la verifica…" />
        </div>
      )}
      {state.kind === 'error' && (
        <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-5">
          <h2 className="flex items-center gap-2 text-xl font-semibold text-red-800">
            <CircleAlert className="size-6" aria-hidden /> Ops, qualcosa è andato storto
          </h2>
          <p className="mt-2 text-red-900">{state.message}</p>
          <p className="mt-3 text-sm text-navy-700">
            Scrivici a{' '}
            <a href={`mailto:${siteConfig.contactEmail}`} className="font-semibold underline">
              {siteConfig.contactEmail}
            </a>{' '}
            o chiama il {siteConfig.contactPhone}.
          </p>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <p className="mt-3 text-lg text-navy-700">
            {state.customerName ? `${state.customerName}, segui` : 'Segui'} i passaggi qui sotto: il
            servizio ti chiederà di inquadrare il passaporto e il tuo viso con la fotocamera.
          </p>
          <iframe
            title="Verifica dell'identità"
            src={state.verificationUrl}
            allow="camera"
            className="mt-6 h-[650px] w-full rounded-2xl border border-navy-100 bg-white"
          />
          <Button
            size="lg"
            variant="accent"
            className="mt-6 w-full"
            onClick={() => {
              void notify.success('Verifica completata', {
                description: 'Grazie! Ti contatteremo per gli ultimi dettagli.',
              });
              void navigate(paths.passportVerificationSuccess);
            }}
          >
            Ho completato la verifica
          </Button>
        </>
      )}
    </Bare>
  );
}

/** `/passport-verification-success` */
export function PassportVerificationSuccessPage() {
  return (
    <Bare>
      <div className="text-center">
        <CircleCheck className="mx-auto size-14 text-sea-600" aria-hidden />
        <h1 className="mt-4 text-3xl font-semibold md:text-4xl">
          Verifica completata con successo
        </h1>
        <p className="mt-4 text-lg text-navy-700">
          Grazie! La tua identità è stata verificata. Per qualsiasi domanda scrivici a{' '}
          <a href={`mailto:${siteConfig.contactEmail}`} className="font-semibold underline">
            {siteConfig.contactEmail}
          </a>
          .
        </p>
        <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Torna alla Home
        </Link>
      </div>
    </Bare>
  );
}
