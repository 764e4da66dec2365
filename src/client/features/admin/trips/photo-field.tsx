import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { ACCEPTED_IMAGES } from '#domain/documents.ts';
import {
  MAX_TRIP_PHOTO_MB,
  MIN_TRIP_PHOTO_SIDE,
  type FocalPoint,
  type TripPhoto,
} from '#domain/trip-photos.ts';
import { tripPhotoDetailsSchema } from '#domain/trip-photo-input.ts';
import { TripPhotoPicture } from '../../../components/trips/trip-photo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { checkPhotoFile, uploadTripPhoto } from './photo-upload.ts';

const FORMATS_HINT = `JPEG, PNG o WebP fino a ${MAX_TRIP_PHOTO_MB} MB, almeno ${MIN_TRIP_PHOTO_SIDE} pixel sul lato corto.`;

type Upload =
  | { step: 'idle'; error?: string }
  | { step: 'sending'; name: string; sent: number }
  | { step: 'preparing'; name: string };

/**
 * One photo at a time to the server, with how far it has gone and the server's Italian message
 * when it is refused. `send` answers the stored photo, or null when it was refused or abandoned
 * (the message is in `upload.error`). Leaving the page abandons an upload in flight.
 */
export function usePhotoUpload() {
  const [upload, setUpload] = useState<Upload>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const send = useCallback(async (file: File): Promise<TripPhoto | null> => {
    const problem = checkPhotoFile(file);
    if (problem) {
      setUpload({ step: 'idle', error: problem });
      return null;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setUpload({ step: 'sending', name: file.name, sent: 0 });
    try {
      const photo = await uploadTripPhoto(
        file,
        // All sent: the server now makes the photo's versions, which takes a few seconds.
        (sent) =>
          setUpload(
            sent < 1
              ? { step: 'sending', name: file.name, sent }
              : { step: 'preparing', name: file.name },
          ),
        controller.signal,
      );
      setUpload({ step: 'idle' });
      return photo;
    } catch (error) {
      if (!controller.signal.aborted) {
        setUpload({
          step: 'idle',
          error: error instanceof ApiError ? (error.fields.photo ?? error.message) : String(error),
        });
      }
      return null;
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    running.current?.abort();
    setUpload({ step: 'idle' });
  }, []);

  return { upload, send, cancel };
}

/** The bar and words of an upload in flight, with a way to stop it. */
export function UploadProgress({ upload, onCancel }: { upload: Upload; onCancel: () => void }) {
  if (upload.step === 'idle') return null;
  const percent = upload.step === 'sending' ? Math.round(upload.sent * 100) : 100;
  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm text-navy-800" aria-live="polite">
          {upload.step === 'sending'
            ? `Invio di ${upload.name}: ${percent}%`
            : `Preparazione delle versioni per il sito di ${upload.name}…`}
        </p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Annulla
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label="Caricamento della foto"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-navy-100"
      >
        <div
          className={cn(
            'h-full rounded-full bg-sea-600 transition-[width]',
            upload.step === 'preparing' && 'animate-pulse motion-reduce:animate-none',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The place to choose a photo: a large target that opens the file picker, or takes a photo
 * dropped on it. `multiple` lets a gallery take several at once.
 */
export function PhotoDropZone({
  id,
  labelId,
  title,
  error,
  multiple = false,
  onFiles,
}: {
  id: string;
  /** The element that names the field, for the file input. */
  labelId: string;
  title: string;
  error?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed bg-white p-4 text-center',
          'focus-within:outline-2 focus-within:outline-sea-600 hover:bg-sand-50',
          over && 'border-sea-600 bg-sea-50',
          !over && (error ? 'border-red-600' : 'border-navy-200'),
        )}
      >
        <ImagePlus className="size-8 text-sea-700" aria-hidden />
        <span className="font-semibold text-navy-900">{title}</span>
        <span className="text-sm text-navy-600">o trascinala qui. {FORMATS_HINT}</span>
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGES}
        multiple={multiple}
        className="sr-only"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied, so choosing the same file again (after a refusal) is seen as a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const clamp = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 1000) / 1000;
const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The whole photo, with a marker on the point every crop keeps in view: a click puts it there,
 * the arrow keys move it (2 % a press, 10 % with Shift).
 */
function FocusPicker({
  photo,
  onChange,
  sizes,
}: {
  photo: TripPhoto;
  onChange: (focus: FocalPoint) => void;
  sizes: string;
}) {
  const { x, y } = photo.focus;
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space "click" too, with no pointer: the keys move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? 0.1 : 0.02;
    onChange({ x: clamp(x + step[0] * size), y: clamp(y + step[1] * size) });
  };
  const where = `${percent(x)} da sinistra, ${percent(y)} dall'alto`;
  return (
    <>
      <button
        type="button"
        onClick={place}
        onKeyDown={move}
        aria-label={`Punto da tenere in vista: ${where}. Fai clic sul soggetto della foto o spostalo con le frecce.`}
        className="relative block w-full cursor-crosshair overflow-hidden rounded-xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
      >
        <TripPhotoPicture photo={{ ...photo, alt: '' }} sizes={sizes} priority />
        <span
          aria-hidden
          className="pointer-events-none absolute size-9 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white shadow-[0_0_0_2px_rgb(12_22_41/0.8),0_2px_8px_rgb(0_0_0/0.5)]"
          style={{ left: percent(x), top: percent(y) }}
        >
          <span className="absolute inset-0 m-auto size-2 rounded-full bg-white" />
        </span>
      </button>
      {/* Each move said as it happens: a focused button's new name is not read again. */}
      <p className="sr-only" aria-live="polite">
        {where}
      </p>
    </>
  );
}

/** A photo's message in the form: its alt text's, or the photo's own. */
export const photoMessage = (error: { message?: string; alt?: { message?: string } } | undefined) =>
  error?.alt?.message ?? error?.message;

/** A crop the site makes of a photo, shown small so staff see the focal point at work. */
export type PhotoCrop = { ratio: string; label: string };

/** A cover's crops: the cards and phones (16:10), the trip's page on a computer (21:9). */
export const coverCrops: PhotoCrop[] = [
  { ratio: '16 / 10', label: 'Schede e telefono' },
  { ratio: '21 / 9', label: 'Pagina su computer' },
];

/** The focal point and the alt text of an uploaded photo, with the crops it will get. */
export function PhotoDetails({
  id,
  photo,
  onChange,
  error,
  crops,
  sizes,
}: {
  id: string;
  photo: TripPhoto;
  onChange: (photo: TripPhoto) => void;
  /** The form's message for the alt text (a refused save); the field also checks it on leaving. */
  error?: string;
  crops: PhotoCrop[];
  /** How wide the preview is drawn. */
  sizes: string;
}) {
  const [checked, setChecked] = useState<string | undefined>();
  const altError = error ?? checked;
  const checkAlt = (alt: string) => {
    const result = tripPhotoDetailsSchema.shape.alt.safeParse(alt);
    setChecked(result.success ? undefined : result.error.issues[0]!.message);
  };
  return (
    // Side by side where there is room (a cover across the editor), one above the other in a
    // gallery's card or on a phone.
    <div className="@container">
      <div className="grid gap-4 @2xl:grid-cols-[3fr_2fr] @2xl:gap-6">
        <div>
          <p className="mb-1.5 text-sm font-semibold text-navy-800">Punto da tenere in vista</p>
          <FocusPicker
            photo={photo}
            sizes={sizes}
            onChange={(focus) => onChange({ ...photo, focus })}
          />
          <p className="mt-1.5 text-sm text-navy-600">
            Fai clic sul soggetto: ogni ritaglio della foto lo terrà in vista. Con la tastiera, usa
            le frecce (Maiusc per passi più lunghi).
          </p>
        </div>
        <div className="space-y-4">
          {crops.length > 0 && (
            <div className="grid grid-cols-2 gap-3">
              {crops.map((crop) => (
                <figure key={crop.ratio}>
                  <div className="overflow-hidden rounded-lg" style={{ aspectRatio: crop.ratio }}>
                    <TripPhotoPicture
                      photo={{ ...photo, alt: '' }}
                      sizes="12rem"
                      className="size-full"
                      priority
                    />
                  </div>
                  <figcaption className="mt-1 text-xs text-navy-600">
                    {crop.label} ({crop.ratio.replace(/ /g, '')})
                  </figcaption>
                </figure>
              ))}
            </div>
          )}
          <div>
            <Label htmlFor={`${id}-alt`}>Testo alternativo *</Label>
            <Input
              id={`${id}-alt`}
              value={photo.alt}
              maxLength={200}
              autoComplete="off"
              aria-invalid={altError ? true : undefined}
              aria-describedby={`${id}-alt-hint${altError ? ` ${id}-alt-error` : ''}`}
              onChange={(event) => {
                onChange({ ...photo, alt: event.target.value });
                if (checked) checkAlt(event.target.value);
              }}
              onBlur={(event) => checkAlt(event.target.value)}
            />
            <p id={`${id}-alt-hint`} className="mt-1.5 text-sm text-navy-600">
              Cosa si vede, in italiano, per chi non può vedere la foto (e per i motori di ricerca).
              Per esempio: «Il gruppo sulla duna di Erg Chebbi al tramonto».
            </p>
            <FieldError id={`${id}-alt-error`}>{altError}</FieldError>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * A trip's photo in the editor (its cover): choose a file, watch it upload, then say what it
 * shows and where its subject is. `value` is null until a photo is uploaded; every change
 * (a new photo, its alt text, its focal point, its removal) comes through `onChange`.
 */
export function PhotoField({
  label,
  value,
  onChange,
  error,
  crops = coverCrops,
}: {
  label: string;
  value: TripPhoto | null;
  onChange: (photo: TripPhoto | null) => void;
  /** The form's message for this photo, shown under its alt text (or under the file's place). */
  error?: string;
  crops?: PhotoCrop[];
}) {
  const id = useId();
  const { upload, send, cancel } = usePhotoUpload();
  const replace = useRef<HTMLInputElement>(null);
  // The value when an upload ends, seconds after it began: the alt text may have been typed since.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const choose = async (file: File) => {
    const photo = await send(file);
    // A new photo of the same subject keeps the description already written.
    if (photo) onChange({ ...photo, alt: latest.current?.alt ?? '' });
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-3">
      <p id={`${id}-label`} className="text-sm font-semibold text-navy-800">
        {label}
      </p>
      {value ? (
        <>
          <PhotoDetails
            id={id}
            photo={value}
            onChange={onChange}
            error={error}
            crops={crops}
            sizes="(min-width: 768px) 36rem, 100vw"
          />
          <UploadProgress upload={upload} onCancel={cancel} />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={upload.step !== 'idle'}
              onClick={() => replace.current?.click()}
            >
              <RefreshCw aria-hidden />
              Sostituisci foto
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden />
              Rimuovi foto
            </Button>
          </div>
          <input
            ref={replace}
            type="file"
            accept={ACCEPTED_IMAGES}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
          {upload.step === 'idle' && (
            <FieldError id={`${id}-upload-error`}>{upload.error}</FieldError>
          )}
        </>
      ) : upload.step === 'idle' ? (
        <PhotoDropZone
          id={`${id}-file`}
          labelId={`${id}-label`}
          title="Scegli una foto"
          error={upload.error ?? error}
          onFiles={([file]) => void choose(file!)}
        />
      ) : (
        <UploadProgress upload={upload} onCancel={cancel} />
      )}
    </div>
  );
}
