import type { StaffDocument } from '#domain/backoffice.ts';
import { documentTypeLabels } from '#domain/documents.ts';
import { FileImage } from 'lucide-react';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { documentFileUrl } from './api.ts';

/** A thumbnail that opens the full image, with a way to open it alone for zooming or saving. */
export function DocumentPreview({ doc }: { doc: StaffDocument }) {
  const label = documentTypeLabels[doc.documentType];
  const source = documentFileUrl(doc.id);
  const tile = 'size-24 shrink-0 overflow-hidden rounded-xl border border-navy-100 bg-sand-100';
  // Browsers other than Safari cannot draw HEIC photos (iPhones): those are downloaded instead.
  if (/^image\/hei[cf]$/.test(doc.mimeType)) {
    return (
      <a
        href={source}
        download
        className={`${tile} grid place-items-center p-2 text-center text-xs font-semibold text-navy-800 hover:border-sea-600`}
      >
        <FileImage className="mx-auto size-6 text-sea-700" aria-hidden />
        Scarica {label.toLowerCase()} (HEIC)
      </a>
    );
  }
  return (
    <Dialog>
      <DialogTrigger
        className={`${tile} block hover:border-sea-600`}
        aria-label={`Apri ${label.toLowerCase()}${doc.bookingLabel ? ` di ${doc.bookingLabel}` : ''}`}
      >
        <img
          src={source}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </DialogTrigger>
      <DialogContent
        title={label}
        description={doc.bookingLabel ?? undefined}
        className="max-w-4xl"
      >
        <img
          src={source}
          alt={`${label}${doc.bookingLabel ? ` – ${doc.bookingLabel}` : ''}`}
          className="mx-auto max-h-[70dvh] w-auto rounded-xl object-contain"
        />
        <a
          href={source}
          target="_blank"
          rel="noreferrer"
          className="mt-4 inline-block font-semibold text-sea-700 underline"
        >
          Apri in una nuova scheda
        </a>
      </DialogContent>
    </Dialog>
  );
}
