import { useEffect, useState } from 'react';
import { Headphones, Lock, ShieldCheck, Users } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import { useInView } from '../../lib/use-in-view.ts';

const pillars = [
  {
    icon: Users,
    title: 'Gruppi piccoli, davvero',
    text: 'Mai più di 10 viaggiatori: ci si conosce per nome, si entra ovunque senza code infinite.',
  },
  {
    icon: ShieldCheck,
    title: 'Due coordinatori sempre con te',
    text: 'Partono con il gruppo dall’Italia e tornano con voi: non una guida a distanza, ma compagni di viaggio.',
  },
  {
    icon: Lock,
    title: 'Pagamenti trasparenti',
    text: 'Blocchi il posto con una caparra del 40% tramite bonifico, con causale e ricevuta: nessun costo nascosto.',
  },
  {
    icon: Headphones,
    title: 'Assistenza 24 ore su 24',
    text: 'Un numero da chiamare a qualsiasi ora, prima e durante il viaggio, con una persona vera che risponde.',
  },
];

const APPEAR_AFTER_MS = 300;

/** The indicators fade in once, 300 ms after a fifth of the section is visible. */
export function TrustSection() {
  const { ref, inView } = useInView<HTMLElement>(0.2);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!inView) return;
    const timer = setTimeout(() => setShown(true), APPEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [inView]);
  return (
    <section
      ref={ref}
      id="trust-pillar-section"
      aria-labelledby="trust-title"
      className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20"
    >
      <h2 id="trust-title" className="text-3xl font-semibold md:text-4xl">
        Viaggi in buone mani
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            data-shown={shown}
            className={cn(
              'rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] transition-all duration-700 motion-reduce:transition-none',
              // Without JavaScript nothing would fade them in: they are simply there.
              shown ? 'translate-y-0 opacity-100' : 'scripting:translate-y-3 scripting:opacity-0',
            )}
          >
            <Icon className="size-8 text-sea-600" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-navy-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
