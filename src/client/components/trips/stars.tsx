import { Star } from 'lucide-react';

/** A hotel's category as stars, read out as "4 stelle". */
export function Stars({ count }: { count: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={`${count} stelle`}>
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} className="size-4 fill-gold-400 text-gold-400" aria-hidden />
      ))}
    </span>
  );
}
