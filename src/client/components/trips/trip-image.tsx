import type { SyntheticEvent } from 'react';
import type { ArtworkImage } from '#domain/catalogue.ts';
import { useFirstPaintDone } from '../../lib/first-paint.ts';
import { cn } from '../ui/cn.ts';

// Load and failure only touch the element itself: no re-render for each picture that arrives.
const markLoaded = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.dataset.loaded = 'true';
};
const hideBroken = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};
// A picture of the server's HTML may have arrived before the page hydrated: no load event then.
const markArrived = (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth > 0) img.dataset.loaded = 'true';
};

/**
 * A trip's illustration: its colours show at once, the picture fades from blurred to sharp
 * when it arrives, and if it never does the colours stay (the card still renders). Only the
 * page's main picture is asked for before the first paint; the others follow it.
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
  const painted = useFirstPaintDone();
  return (
    <div
      role="img"
      aria-label={image.alt}
      className={cn('relative overflow-hidden', className)}
      style={{ backgroundImage: image.placeholder }}
    >
      {(priority || painted) && (
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={markLoaded}
          onError={hideBroken}
          ref={markArrived}
          className="size-full object-cover opacity-60 blur-md transition-[filter,opacity] duration-700 data-[loaded=true]:opacity-100 data-[loaded=true]:blur-none motion-reduce:transition-none"
        />
      )}
    </div>
  );
}
