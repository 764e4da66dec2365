import { useState } from 'react';
import type { ArtworkImage } from '#domain/catalogue.ts';
import { cn } from '../ui/cn.ts';

/**
 * A trip's illustration: its colours show at once, the picture fades from blurred to sharp
 * when it arrives, and if it never does the colours stay (the card still renders).
 */
export function TripImage({
  image,
  className,
  priority = false,
  sizes,
}: {
  image: ArtworkImage;
  className?: string;
  /** The largest image of the first screen: load it first, not lazily. */
  priority?: boolean;
  sizes?: string;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div
      className={cn('relative overflow-hidden', className)}
      style={{ backgroundImage: image.placeholder }}
    >
      {state !== 'failed' && (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cn(
            'size-full object-cover transition-[filter,opacity] duration-700 motion-reduce:transition-none',
            state === 'loaded' ? 'blur-0 opacity-100' : 'blur-md opacity-60',
          )}
        />
      )}
      {state === 'failed' && <span className="sr-only">{image.alt}</span>}
    </div>
  );
}
