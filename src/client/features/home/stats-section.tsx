import { useEffect, useState } from 'react';
import { Award, BadgeCheck, HeartHandshake } from 'lucide-react';
import type { Catalogue } from '#domain/catalogue.ts';
import { formatWhole } from '../../lib/format.ts';
import { catalogue } from '../../lib/page-data.ts';
import { useInView } from '../../lib/use-in-view.ts';

/** The agency's figures, as staff keep them in its settings; every trip is insured. */
function statsOf({
  travellers,
  averageRating,
  reviews,
  satisfaction,
}: Catalogue['agency']['stats']) {
  return [
    { value: travellers, decimals: 0, suffix: '+', label: 'viaggiatori felici' },
    {
      value: averageRating,
      decimals: 1,
      suffix: '/5',
      label: `media da oltre ${formatStat(reviews, 0)} recensioni`,
    },
    { value: 100, decimals: 0, suffix: '%', label: 'viaggi assicurati' },
    { value: satisfaction, decimals: 0, suffix: '%', label: 'clienti soddisfatti' },
  ];
}

const certifications = [
  { icon: BadgeCheck, label: 'Agenzia certificata' },
  { icon: Award, label: 'Premio eccellenza 2023' },
  { icon: HeartHandshake, label: 'Assistenza personalizzata' },
];

/** "5.000" with the Italian thousands dot; ratings keep the dot of "4.9/5" as the agency writes them. */
function formatStat(value: number, decimals: number): string {
  return decimals > 0 ? value.toFixed(decimals) : formatWhole(value);
}

const BASE_MS = 1500;
const PER_CARD_MS = 300;

/** Counts from zero to the value once the section is in view: 1.5 s, plus 0.3 s per card. */
function CountUp({
  value,
  decimals,
  start,
  duration,
}: {
  value: number;
  decimals: number;
  start: boolean;
  duration: number;
}) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!start) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return setShown(value);
    const began = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min(1, (now - began) / duration);
      setShown(value * (1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [start, value, duration]);
  return <>{formatStat(shown, decimals)}</>;
}

export function StatsSection() {
  const { ref, inView } = useInView<HTMLElement>(0.3);
  const stats = statsOf(catalogue.agency.stats);
  return (
    <section
      ref={ref}
      aria-labelledby="stats-title"
      className="bg-navy-900 py-16 text-white md:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <h2 id="stats-title" className="text-3xl font-semibold md:text-4xl">
          Perché Scegliere Maestrale Viaggi
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-5 lg:grid-cols-4">
          {stats.map((stat, index) => (
            <li key={stat.label} className="rounded-[var(--radius-card)] bg-white/5 p-6">
              <p className="font-display text-4xl font-semibold text-gold-300 tabular-nums md:text-5xl">
                <span className="sr-only">
                  {formatStat(stat.value, stat.decimals)}
                  {stat.suffix}
                </span>
                <span aria-hidden>
                  <CountUp
                    value={stat.value}
                    decimals={stat.decimals}
                    start={inView}
                    duration={BASE_MS + PER_CARD_MS * index}
                  />
                  {stat.suffix}
                </span>
              </p>
              <p className="mt-2 text-navy-100">{stat.label}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
          {certifications.map(({ icon: Icon, label }) => (
            <li key={label} className="inline-flex items-center gap-2 font-medium">
              <Icon className="size-5 text-gold-400" aria-hidden /> {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
