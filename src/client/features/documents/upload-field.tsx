import { useEffect, useId, useMemo, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { ACCEPTED_IMAGES } from '#domain/documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/input.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useEarlyFile } from '../../lib/early-input.ts';

/** "2,4 MB" */
function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toLocaleString('it-IT', { maximumFractionDigits: 2, minimumFractionDigits: 1 })} MB`;
}

/** One photo to upload: a large target, then its preview, name, size and a way to remove it. */
export function UploadField({
  label,
  hint,
  file,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEarlyFile(input, file, onChange);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-navy-800">
        {label} *
      </p>
      {file && preview ? (
        <div className="flex items-center gap-4 rounded-2xl border border-navy-100 bg-white p-3">
          <img
            src={preview}
            alt={`Anteprima: ${label}`}
            className="size-20 shrink-0 rounded-xl bg-sand-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-navy-900">{file.name}</p>
            <p className="text-sm text-navy-600">{megabytes(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={`Rimuovi ${label.toLowerCase()}`}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed bg-white p-4 text-center',
            'focus-within:outline-2 focus-within:outline-sea-600 hover:bg-sand-50',
            error ? 'border-red-600' : 'border-navy-200',
          )}
        >
          <ImagePlus className="size-8 text-sea-700" aria-hidden />
          <span className="font-semibold text-navy-900">Scegli o scatta una foto</span>
          <span className="text-sm text-navy-600">{hint}</span>
        </label>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGES}
        className="sr-only"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
