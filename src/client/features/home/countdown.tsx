import { useEffect, useState } from 'react';

const units = [
  ['giorni', 86_400_000],
  ['ore', 3_600_000],
  ['minuti', 60_000],
  ['secondi', 1000],
] as const;

function remaining(endsAt: number, now: number) {
  let left = Math.max(0, endsAt - now);
  return units.map(([label, size]) => {
    const value = Math.floor(left / size);
    left -= value * size;
    return { label, value };
  });
}

/** Counts down every second to the end of the offer; at zero it shows zeros and stops. */
export default function Countdown({ endsAt }: { endsAt: string }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const finished = now >= end;
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [finished]);
  return (
    <div className="mt-6" role="timer" aria-label="Tempo rimasto per lo sconto">
      <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
        L&apos;offerta scade tra
      </p>
      <ol className="mt-2 flex gap-2">
        {remaining(end, now).map(({ label, value }) => (
          <li
            key={label}
            className="min-w-16 rounded-xl bg-white/15 px-3 py-2 text-center backdrop-blur"
          >
            {/* The server counted a moment earlier: the next tick sets the browser's time. */}
            <span
              className="block font-display text-2xl font-semibold tabular-nums"
              suppressHydrationWarning
            >
              {String(value).padStart(2, '0')}
            </span>
            <span className="text-xs">{label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
