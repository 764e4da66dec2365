import type { ReactNode } from 'react';
import { cn } from './cn.ts';

// Every tone keeps its text at AA contrast on its own background.
const tones = {
  neutral: 'bg-navy-50 text-navy-800',
  waiting: 'bg-gold-100 text-gold-700',
  good: 'bg-sea-50 text-sea-700',
  bad: 'bg-red-50 text-red-800',
} as const;

/** A short status in a pill: its tone says good, waiting, bad or neither. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
