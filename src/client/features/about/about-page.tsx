import { Link } from '../../components/site-link.tsx';
import { Compass, HeartHandshake, Leaf, Users } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { siteConfig, team } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { IconCards } from '../../components/icon-cards.tsx';

const values = [
  {
    icon: Users,
    title: 'Pochi, ma buoni',
    text: 'Dieci viaggiatori al massimo: è il numero giusto per entrare in una trattoria di Kyoto senza prenotare mezza sala.',
  },
  {
    icon: HeartHandshake,
    title: 'Sempre con te',
    text: 'Due coordinatori partono con il gruppo dall’Italia. Conoscono il programma perché l’hanno provato prima di te.',
  },
  {
    icon: Compass,
    title: 'Itinerari veri',
    text: 'Niente “giornate libere” per riempire il calendario: ogni giorno ha un senso, e il tempo libero è scelto.',
  },
  {
    icon: Leaf,
    title: 'Rispetto dei luoghi',
    text: 'Guide locali, santuari etici per gli animali, hotel gestiti da famiglie quando possiamo scegliere.',
  },
];

const timeline = [
  {
    year: '2014',
    text: 'Giulia e Marco organizzano il primo viaggio di gruppo: dieci amici di amici, destinazione Giappone.',
  },
  {
    year: '2017',
    text: 'Nasce Maestrale Viaggi, con un ufficio in via Sparano e tre destinazioni in catalogo.',
  },
  {
    year: '2020',
    text: 'Un anno fermi a terra: lo usiamo per riscrivere ogni itinerario e scegliere nuovi partner locali.',
  },
  {
    year: '2023',
    text: 'Premio eccellenza per l’assistenza ai viaggiatori e oltre 5000 persone partite con noi.',
  },
  {
    year: 'Oggi',
    text: 'Ventuno itinerari in cinque continenti, sempre in gruppi di massimo dieci persone.',
  },
];

/** `/about`; the ads variant (`/ads-special/about`) is titled "Chi Siamo". */
export function AboutPage({ variant = 'main' }: { variant?: 'main' | 'ads' }) {
  return (
    <div className="pt-24 pb-20 md:pt-32">
      <header className="mx-auto max-w-3xl px-4 text-center md:px-6">
        <p className="text-sm font-semibold tracking-wide text-sea-700 uppercase">Chi Siamo</p>
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">
          {variant === 'ads' ? 'Chi Siamo' : "Un'agenzia piccola, per viaggi da ricordare"}
        </h1>
        <p className="mt-5 text-lg text-navy-700">
          {siteConfig.name} è un&apos;agenzia di Bari che organizza viaggi di gruppo in tutto il
          mondo. Crediamo che il modo migliore di scoprire un posto sia farlo in pochi, con qualcuno
          che lo conosce bene e che si occupa di tutto il resto.
        </p>
      </header>

      <section
        aria-labelledby="story-title"
        className="mx-auto mt-16 grid max-w-7xl gap-10 px-4 md:grid-cols-2 md:px-6"
      >
        <div>
          <h2 id="story-title" className="text-3xl font-semibold">
            La nostra storia
          </h2>
          <p className="mt-4 text-navy-700">
            Il maestrale è il vento che, d&apos;estate, pulisce il cielo sopra l&apos;Adriatico.
            Abbiamo scelto questo nome perché è quello che vorremmo fare con i tuoi viaggi: togliere
            le nuvole. Prenotazioni, voli, coincidenze, ingressi e imprevisti sono affare nostro; a
            te resta la parte bella.
          </p>
          <p className="mt-4 text-navy-700">
            Siamo partiti nel 2014 con un gruppo di dieci persone e un itinerario scritto a mano.
            Oggi i viaggiatori sono migliaia, ma i gruppi sono rimasti da dieci.
          </p>
        </div>
        <div>
          <h2 className="text-3xl font-semibold">La nostra missione</h2>
          <p className="mt-4 text-navy-700">
            Rendere semplice partire lontano anche a chi viaggia da solo o non ha mai organizzato un
            viaggio intercontinentale: un prezzo chiaro, una caparra per bloccare il posto, un
            programma curato giorno per giorno e due persone di fiducia sempre accanto.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-title" className="mx-auto mt-16 max-w-7xl px-4 md:px-6">
        <h2 id="values-title" className="text-3xl font-semibold">
          I nostri valori
        </h2>
        <IconCards items={values} />
      </section>

      <section aria-labelledby="team-title" className="mx-auto mt-16 max-w-7xl px-4 md:px-6">
        <h2 id="team-title" className="text-3xl font-semibold">
          Il team
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li
              key={member.id}
              className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <p
                className="grid size-14 place-items-center rounded-full bg-navy-900 font-display text-xl font-semibold text-white"
                aria-hidden
              >
                {member.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </p>
              <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
              <p className="text-navy-700">{member.role}</p>
              <p className="text-sm text-navy-600">{member.yearsOfExperience} anni di esperienza</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="timeline-title" className="mx-auto mt-16 max-w-3xl px-4 md:px-6">
        <h2 id="timeline-title" className="text-3xl font-semibold">
          Le tappe
        </h2>
        <ol className="mt-8 space-y-6 border-l-2 border-sea-100 pl-6">
          {timeline.map((step) => (
            <li key={step.year}>
              <p className="font-display text-xl font-semibold text-sea-700">{step.year}</p>
              <p className="text-navy-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 rounded-[var(--radius-card)] bg-navy-900 p-8 text-center text-white">
          <p className="text-xl font-semibold">Hai una domanda o un viaggio in mente?</p>
          <Link to={paths.contact} className={`${buttonClasses('accent', 'lg')} mt-5`}>
            Contattaci
          </Link>
        </div>
      </section>
    </div>
  );
}
