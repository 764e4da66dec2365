import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TripDetail } from '#domain/catalogue.ts';
import { TripImage } from '../../components/trips/trip-image.tsx';
import { TripPhotoPicture } from '../../components/trips/trip-photo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { heldUntilReady, takesOver } from '../../lib/early-submit.ts';

const FIRST_PHOTOS = 12;

/**
 * How wide a photo of the gallery is drawn: two across a phone, three from 768 px, three in the
 * column beside the booking panel from 1024 px (272 px at most).
 */
const TILE_SIZES = '(min-width: 1024px) 272px, (min-width: 768px) 33vw, 50vw';
const TILE = 'aspect-[4/3] rounded-xl';

/**
 * The agency's photos of the trip where staff uploaded some; its illustrations only on the page
 * of a trip with no photo at all, never beside a photo.
 */
function galleryOf(detail: TripDetail): { key: string; picture: ReactNode }[] {
  if (detail.photoGallery.length > 0) {
    return detail.photoGallery.map((photo, index) => ({
      key: `${index}-${photo.id}`,
      picture: <TripPhotoPicture photo={photo} sizes={TILE_SIZES} className={TILE} />,
    }));
  }
  if (detail.cover) return [];
  return detail.photos.map((photo) => ({
    key: photo.src,
    picture: <TripImage image={photo} className={TILE} />,
  }));
}

/** Twelve photos first; the rest when the visitor asks. Nothing when the trip has none. */
export function PhotoGallery({ detail }: { detail: TripDetail }) {
  const [all, setAll] = useState(false);
  // Pressed before the programme's code came (it comes as the visitor nears it): carried out now.
  const more = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (more.current) takesOver(more.current);
  }, []);
  const photos = galleryOf(detail);
  if (photos.length === 0) return null;
  const shown = all ? photos : photos.slice(0, FIRST_PHOTOS);
  return (
    <section aria-labelledby="photos-title" className="mt-12">
      <h2 id="photos-title" className="text-3xl font-semibold">
        Galleria fotografica
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3">
        {shown.map((photo) => (
          <li key={photo.key}>{photo.picture}</li>
        ))}
      </ul>
      {photos.length > FIRST_PHOTOS && !all && (
        <Button
          ref={more}
          id="altre-foto"
          {...heldUntilReady}
          variant="outline"
          className="mt-6"
          onClick={() => setAll(true)}
        >
          Mostra altre {photos.length - FIRST_PHOTOS} foto
        </Button>
      )}
    </section>
  );
}
