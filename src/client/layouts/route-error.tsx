import { Link } from '../components/site-link.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { paths } from '../paths.ts';

/** The screen for errors no page handled: honest, with a way out. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="grid min-h-dvh place-items-center bg-sand-50 px-4 py-16">
      <div className="max-w-lg text-center">
        <h1 className="font-display text-3xl font-semibold text-navy-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-4 text-lg text-navy-700">
          Qualcosa non ha funzionato mentre caricavamo questa pagina. Riprova tra un attimo: se il
          problema resta, scrivici e ti aiutiamo noi.
        </p>
        {detail && <p className="mt-3 font-mono text-sm text-navy-500">{detail}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => window.location.reload()}
          >
            Ricarica la pagina
          </button>
          <Link to={paths.home} className={buttonClasses('outline')} reloadDocument>
            Torna alla Home
          </Link>
        </div>
      </div>
    </main>
  );
}
