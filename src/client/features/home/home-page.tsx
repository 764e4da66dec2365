import { BadgeCheck, CalendarCheck, Compass, Handshake, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { siteConfig } from '../../lib/site-config.ts';
import { paths } from '../../paths.ts';
import heroPoster from './hero-poster.svg';

const steps = [
  {
    icon: Compass,
    title: 'Scegli la Tua Destinazione',
    text: 'Sfoglia i nostri viaggi di gruppo e trova la partenza che fa per te: massimo 10 persone, due coordinatori.',
  },
  {
    icon: ShieldCheck,
    title: 'Prenota in Sicurezza',
    text: 'Blocchi il posto con una piccola caparra tramite bonifico. Tutti i dettagli del viaggio ti arrivano per e-mail.',
  },
  {
    icon: Handshake,
    title: "Vivi l'Esperienza",
    text: 'Prima della partenza ti seguiamo passo passo, e in viaggio hai sempre qualcuno del team accanto a te.',
  },
];

export function HomePage() {
  return (
    <>
      <section className="relative isolate flex min-h-[88svh] items-end overflow-hidden pt-24 pb-16 text-white md:items-center">
        <img
          src={heroPoster}
          alt=""
          width={1600}
          height={1000}
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950/90 via-navy-950/45 to-navy-950/30" />
        <div className="mx-auto w-full max-w-7xl px-4 md:px-6">
          <ul className="flex flex-wrap gap-2 text-sm font-medium">
            <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur">
              <BadgeCheck className="size-4 text-gold-300" aria-hidden /> Agenzia verificata
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur">
              <Star className="size-4 fill-gold-300 text-gold-300" aria-hidden /> 4.9/5 dai
              viaggiatori
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur">
              <ShieldCheck className="size-4 text-gold-300" aria-hidden /> Partner verificato
            </li>
          </ul>
          <h1 className="mt-6 max-w-3xl text-4xl leading-[1.05] font-semibold tracking-tight sm:text-5xl md:text-7xl">
            VIAGGI DI GRUPPO ESCLUSIVI
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 md:text-xl">
            Fino al{' '}
            <strong className="text-gold-300">{siteConfig.discountPercentage}% di sconto</strong>{' '}
            per chi prenota in anticipo. Piccoli gruppi, due coordinatori, zero pensieri: partiamo
            insieme.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button
              variant="accent"
              size="lg"
              onClick={() =>
                document.getElementById('travel-section')?.scrollIntoView({ behavior: 'smooth' })
              }
            >
              Scegli la tua destinazione
            </Button>
          </div>
        </div>
      </section>

      <section
        id="travel-section"
        aria-labelledby="steps-title"
        className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-24"
      >
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-sea-700 uppercase">
          <CalendarCheck className="size-4" aria-hidden /> Semplice e sicuro
        </p>
        <h2 id="steps-title" className="mt-2 text-3xl font-semibold md:text-4xl">
          Come Funziona l&apos;Acquisto in 3 Step
        </h2>
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <span className="flex items-center gap-3">
                <span className="grid size-12 place-items-center rounded-full bg-sea-50 text-sea-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="font-display text-4xl font-semibold text-gold-700">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-navy-700">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8">
          <Link
            to={paths.privacyPolicy}
            className="font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-600"
          >
            Leggi le nostre policy di rimborso e gestione imprevisti
          </Link>
        </p>
      </section>
    </>
  );
}
