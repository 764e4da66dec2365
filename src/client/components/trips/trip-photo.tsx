import { objectPosition, photoSrcset, tripPhotoUrl, type TripPhoto } from '#domain/trip-photos.ts';
import { useFirstPaintDone } from '../../lib/first-paint.ts';
import { cn } from '../ui/cn.ts';
import { ARRIVAL, ARRIVES } from './picture-arrival.ts';

/** The width browsers without `<source>` support get: enough for a card, not a wide screen. */
const FALLBACK_WIDTH = 800;

/**
 * One of the agency's own trip photos: AVIF where the browser reads it, WebP otherwise, each at
 * the width the layout needs (`sizes`). Its proportions are known before it arrives, so nothing
 * moves; its colours show until it does; cropped by its box (give the box a size), it keeps
 * its focal point in view.
 *
 * As the trips' illustrations (TripImage), only the first screen's main picture (`priority`) is
 * in the server's page and shows as soon as it arrives; the others are asked for after the
 * first paint, lazily, and fade in from faint. Until then the box shows the photo's colours
 * and says what the photo shows.
 */
export function TripPhotoPicture({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: TripPhoto;
  /** How wide it is drawn, as `<img sizes>` says it: "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The largest picture of the first screen: asked for first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  const painted = useFirstPaintDone();
  const box = cn('block overflow-hidden', className);
  const background = { background: photo.placeholder };
  const fallback = photo.widths.find((width) => width >= FALLBACK_WIDTH) ?? photo.widths.at(-1)!;
  const picture = (
    <picture className={box} style={background}>
      <source type="image/avif" srcSet={photoSrcset(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcset(photo, 'webp')} sizes={sizes} />
      <img
        src={tripPhotoUrl(photo.id, fallback, 'webp')}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        {...ARRIVES}
        className={cn('size-full object-cover', !priority && ARRIVAL)}
        style={{ objectPosition: objectPosition(photo.focus) }}
      />
    </picture>
  );
  // Photos below the first screen wait for its paint; without JavaScript, the browser's own
  // lazy loading.
  if (!priority && !painted) {
    return (
      <span role="img" aria-label={photo.alt} className={box} style={background}>
        <noscript>{picture}</noscript>
      </span>
    );
  }
  return picture;
}
