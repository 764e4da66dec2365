import { useEffect } from 'react';
import { Link } from '../../components/site-link.tsx';
import { Compass } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { paths } from '../../paths.ts';

export function NotFoundPage() {
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
        <Link to={paths.home} className={`${buttonClasses('primary')} mt-8`}>
          Torna alla Home
        </Link>
      </div>
    </section>
  );
}
