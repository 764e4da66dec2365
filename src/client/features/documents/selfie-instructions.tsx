import { ShieldCheck } from 'lucide-react';
import { todayInRome } from '#domain/calendar.ts';
import { siteConfig } from '../../lib/page-data.ts';
import passportExample from './passport-example.svg';
import selfieExample from './selfie-example.svg';

/** Today as the sheet in the selfie wants it: "23-11-2026". */
function todayOnTheSheet(): string {
  const [year, month, day] = todayInRome(new Date()).split('-');
  return `${day}-${month}-${year}`;
}

/** How to take the two photos: what the sheet in the selfie says, and an example of each. */
export function SelfieInstructions({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6">
      <Heading className="flex items-center gap-2 text-2xl font-semibold">
        <ShieldCheck className="size-6 text-sea-700" aria-hidden /> Come fare la selfie
      </Heading>
      <p className="mt-3 text-navy-800">
        Tieni in mano il passaporto aperto e un foglio su cui hai scritto a mano:
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-navy-800">
        <li>nome e cognome;</li>
        <li>
          il codice di verifica{' '}
          <strong className="rounded bg-sea-50 px-1.5 py-0.5 font-mono text-sea-700">
            {siteConfig.verificationCode}
          </strong>
          ;
        </li>
        <li>
          la data di oggi, <strong>{todayOnTheSheet()}</strong> (GG-MM-AAAA);
        </li>
        <li>la tua firma.</li>
      </ol>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <figure>
          <img
            src={passportExample}
            alt="Esempio: la pagina del passaporto con la foto, intera e leggibile"
            width={400}
            height={280}
            className="w-full rounded-2xl"
          />
          <figcaption className="mt-2 text-sm text-navy-600">
            Passaporto: la pagina con la foto, intera, senza riflessi.
          </figcaption>
        </figure>
        <figure>
          <img
            src={selfieExample}
            alt="Esempio: una persona tiene il passaporto e il foglio con nome, codice, data e firma"
            width={400}
            height={280}
            className="w-full rounded-2xl"
          />
          <figcaption className="mt-2 text-sm text-navy-600">
            Selfie: il tuo viso, il passaporto e il foglio ben visibili.
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
