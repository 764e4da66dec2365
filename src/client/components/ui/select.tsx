import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

/** A native select dressed like the design system's inputs: the phone's own picker, no script. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="min-h-12 w-full appearance-none rounded-xl border border-navy-200 bg-white pr-10 pl-4 text-base text-navy-900 focus:border-sea-600 focus:outline-2 focus:outline-sea-600/30 aria-invalid:border-red-600"
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-navy-600"
        aria-hidden
      />
    </div>
  );
}
