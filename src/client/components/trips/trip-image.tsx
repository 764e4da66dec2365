import type { ArtworkImage } from '#domain/catalogue.ts';
import { useFirstPaintDone } from '../../lib/first-paint.ts';
import { cn } from '../ui/cn.ts';
import { ARRIVAL, ARRIVES } from './picture-arrival.ts';

/**
 * A trip's illustration: its colours show at once, the picture fades in from faint
 * when it arrives, and if it never does the colours stay (the card still renders). Only the
 * page's main picture is asked for before the first paint; the others follow it.
 */
export function TripImage({
  image,
  className,
  priority = false,
}: {
  image: ArtworkImage;
  className?: string;
  /** The largest image of the first screen: load it first, not lazily. */
  priority?: boolean;
}) {
  const painted = useFirstPaintDone();
  const picture = (
    <img
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...ARRIVES}
      className={cn('size-full object-cover', ARRIVAL)}
    />
  );
  return (
    // A span (shown as a block): it may sit inside a button, where a div may not.
    <span
      role="img"
      aria-label={image.alt}
      className={cn('relative block overflow-hidden', className)}
      style={{ backgroundImage: image.placeholder }}
    >
      {/* Below the first screen it waits for its paint; without JavaScript, the browser's own lazy loading. */}
      {priority || painted ? picture : <noscript>{picture}</noscript>}
    </span>
  );
}
