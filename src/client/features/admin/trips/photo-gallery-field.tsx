import { useEffect, useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { TripPhoto } from '#domain/trip-photos.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { PhotoDetails, PhotoDropZone, UploadProgress, usePhotoUpload } from './photo-field.tsx';

/** The trip page's gallery shows its photos at 4:3. */
const galleryCrops = [{ ratio: '4 / 3', label: 'Galleria' }];

const ALREADY_THERE = 'Questa foto è già nella galleria.';

/**
 * A trip's gallery in the editor: its photos in order, each with its alt text and focal point,
 * moved before or after its neighbours and removed by buttons; photos added at the end, several
 * at once, one upload after the other. Every change comes through `onChange` with the whole list.
 */
export function PhotoGalleryField({
  label,
  value,
  onChange,
  errors = [],
  max = 12,
}: {
  label: string;
  value: TripPhoto[];
  onChange: (photos: TripPhoto[]) => void;
  /** The form's messages by position (a refused save's `gallery.2.alt`). */
  errors?: (string | undefined)[];
  /** The most photos the gallery holds. */
  max?: number;
}) {
  const id = useId();
  const { upload, send, cancel } = usePhotoUpload();
  const [problem, setProblem] = useState<string>();
  // The list when each upload ends: the others may have been added, moved or described since.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const change = (photos: TripPhoto[]) => {
    latest.current = photos;
    onChange(photos);
  };

  const add = async (files: File[]) => {
    setProblem(undefined);
    const room = max - latest.current.length;
    if (files.length > room) setProblem(`La galleria tiene al massimo ${max} foto.`);
    for (const file of files.slice(0, Math.max(0, room))) {
      const photo = await send(file);
      if (!photo) break;
      if (latest.current.some((kept) => kept.id === photo.id)) setProblem(ALREADY_THERE);
      else change([...latest.current, photo]);
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const photos = [...value];
    photos.splice(to, 0, ...photos.splice(from, 1));
    change(photos);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-4">
      <p id={`${id}-label`} className="text-sm font-semibold text-navy-800">
        {label} ({value.length} di {max})
      </p>
      {value.length > 0 && (
        <ol className="grid gap-4 md:grid-cols-2">
          {value.map((photo, index) => {
            const name = `Foto ${index + 1} di ${value.length}`;
            return (
              <li
                key={photo.id}
                aria-label={name}
                className="space-y-3 rounded-2xl border border-navy-100 bg-white p-3"
              >
                <p className="text-sm font-semibold text-navy-900">{name}</p>
                <PhotoDetails
                  id={`${id}-${photo.id}`}
                  photo={photo}
                  error={errors[index]}
                  crops={galleryCrops}
                  sizes="(min-width: 768px) 24rem, 100vw"
                  onChange={(changed) =>
                    change(value.map((kept, at) => (at === index ? changed : kept)))
                  }
                />
                <div className="flex flex-wrap gap-2">
                  {/* aria-disabled, not disabled: the button keeps the focus at either end. */}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-disabled={index === 0 || undefined}
                    className="aria-disabled:opacity-50"
                    aria-label={`Sposta la foto ${index + 1} prima`}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden />
                    Prima
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-disabled={index === value.length - 1 || undefined}
                    className="aria-disabled:opacity-50"
                    aria-label={`Sposta la foto ${index + 1} dopo`}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden />
                    Dopo
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Rimuovi la foto ${index + 1}`}
                    onClick={() => change(value.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden />
                    Rimuovi
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {upload.step !== 'idle' ? (
        <UploadProgress upload={upload} onCancel={cancel} />
      ) : (
        value.length < max && (
          <PhotoDropZone
            id={`${id}-file`}
            labelId={`${id}-label`}
            title="Aggiungi foto alla galleria"
            error={upload.error}
            multiple
            onFiles={(files) => void add(files)}
          />
        )
      )}
      <FieldError id={`${id}-problem`}>{problem}</FieldError>
    </div>
  );
}
