import { CalendarCheck, Compass, Handshake, ShieldCheck } from 'lucide-react';
import { Link } from '../../components/site-link.tsx';
import { paths } from '../../paths.ts';

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

export function StepsSection() {
  return (
    <section
      aria-labelledby="steps-title"
      className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20"
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
              <span className="font-display text-4xl font-semibold text-gold-700">{index + 1}</span>
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
  );
}
