import { Link } from '../../components/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../paths.ts';

export function WhyUsSection() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20">
      <div className="grid gap-8 rounded-[var(--radius-card)] bg-sea-700 p-8 text-white md:grid-cols-[1.4fr_1fr] md:p-12">
        <div>
          <h2 id="why-title" className="text-3xl font-semibold md:text-4xl">
            Perché viaggiare con noi
          </h2>
          <p className="mt-4 text-lg text-sea-50">
            Siamo un&apos;agenzia piccola di Bari e ci piace così: conosciamo ogni albergo in cui ti
            mandiamo, abbiamo camminato ogni sentiero del programma e rispondiamo al telefono noi,
            non un call center. Partire in dieci significa tornare a casa con nove amici in più.
          </p>
        </div>
        <div className="flex flex-col justify-center gap-3">
          <Link to={paths.about} className={buttonClasses('accent', 'lg')}>
            Chi siamo
          </Link>
          <Link
            to={paths.travels}
            className={`${buttonClasses('outline', 'lg')} border-white/40 bg-transparent text-white hover:bg-white/10`}
          >
            Tutti i viaggi
          </Link>
        </div>
      </div>
    </section>
  );
}
