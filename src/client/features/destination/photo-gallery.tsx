import { useState } from 'react';
import type { ArtworkImage } from '#domain/catalogue.ts';
import { TripImage } from '../../components/trips/trip-image.tsx';
import { Button } from '../../components/ui/button.tsx';

const FIRST_PHOTOS = 12;

/** Twelve photos first; the rest when the visitor asks. */
export function PhotoGallery({ photos }: { photos: ArtworkImage[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? photos : photos.slice(0, FIRST_PHOTOS);
  return (
    <section aria-labelledby="photos-title" className="mt-12">
      <h2 id="photos-title" className="text-3xl font-semibold">
        Galleria fotografica
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3">
        {shown.map((photo) => (
          <li key={photo.src}>
            <TripImage image={photo} className="aspect-[4/3] rounded-xl" />
          </li>
        ))}
      </ul>
      {photos.length > FIRST_PHOTOS && !all && (
        <Button variant="outline" className="mt-6" onClick={() => setAll(true)}>
          Mostra altre {photos.length - FIRST_PHOTOS} foto
        </Button>
      )}
    </section>
  );
}
