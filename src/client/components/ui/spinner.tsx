import { cn } from './cn.ts';

export function Spinner({
  label = 'Caricamento…',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-navy-100 border-t-sea-600 motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
