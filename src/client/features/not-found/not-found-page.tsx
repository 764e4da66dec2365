import { useEffect, useState } from 'react';
import { Link } from '../../components/site-link.tsx';
import { Compass } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { storageKeys, tabStorage } from '../../lib/storage.ts';
import { paths } from '../../paths.ts';

export function NotFoundPage() {
  // The page this tab showed before (read before the layout notes this one): a way back to it.
  const [previous, setPrevious] = useState<string | null>(null);
  useEffect(() => {
    const route = tabStorage.readText(storageKeys.lastKnownRoute);
    // A path of this site only ("//elsewhere" would be another site's address).
    const ownPath = route !== null && /^\/(?![/\\])/.test(route);
    if (ownPath && route !== window.location.pathname + window.location.search) setPrevious(route);
  }, []);
  useEffect(() => {
    // A fixed id: showing the page twice (e.g. React's strict mode) never stacks two toasts.
    void notify.error('Pagina non trovata', {
      id: 'not-found',
      description: 'La pagina che stai cercando non esiste.',
    });
  }, []);
  return (
    <section className="grid min-h-[75svh] place-items-center px-4 pt-28 pb-16">
      <div className="text-center">
        <Compass className="mx-auto size-14 text-sea-600" aria-hidden />
        <p className="mt-4 font-display text-7xl font-semibold text-navy-900 md:text-8xl">404</p>
        <h1 className="mt-2 text-2xl font-semibold md:text-3xl">Oops! Pagina non trovata</h1>
        <p className="mx-auto mt-3 max-w-md text-navy-700">
          Forse il link è cambiato, oppure la rotta ci ha portato fuori mappa. Riparti dalla home e
          trova il tuo prossimo viaggio.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClasses('primary')}>
            Torna alla Home
          </Link>
          {previous && (
            <Link to={previous} className={buttonClasses('outline')}>
              Torna alla pagina precedente
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
