import { objectPosition, photoSrcset, tripPhotoUrl, type TripPhoto } from '#domain/trip-photos.ts';
import { cn } from '../ui/cn.ts';

/** The width browsers without `<source>` support get: enough for a card, not a wide screen. */
const FALLBACK_WIDTH = 800;

/**
 * One of the agency's own trip photos: AVIF where the browser reads it, WebP otherwise, each at
 * the width the layout needs (`sizes`). Its proportions are known before it arrives, so nothing
 * moves; its colours show until it does; cropped by its box (give the box a size), it keeps
 * its focal point in view. Below the first screen it loads as the visitor comes near.
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
  const fallback = photo.widths.find((width) => width >= FALLBACK_WIDTH) ?? photo.widths.at(-1)!;
  return (
    <picture
      className={cn('block overflow-hidden', className)}
      style={{ background: photo.placeholder }}
    >
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
        className="size-full object-cover"
        style={{ objectPosition: objectPosition(photo.focus) }}
      />
    </picture>
  );
}
