import { useEffect, useRef } from 'react';
import { documentMessages } from '#domain/documents.ts';
import type { MyBookingTraveller } from '#domain/my-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import {
  DocumentPhotoFields,
  SelfieInstructions,
  SendDocumentsButton,
  useDocumentPhotos,
} from '../documents/index.ts';
import { useSendDocuments } from './api.ts';
import { travellerName } from './documents-checklist.tsx';

/** One traveller's passport photo and selfie, sent to this booking under their name. */
export function TravellerUpload({
  token,
  traveller,
  onDone,
}: {
  token: string;
  traveller: MyBookingTraveller;
  /** Sent (true) or set aside (false). */
  onDone: (sent: boolean) => void;
}) {
  const photos = useDocumentPhotos();
  const send = useSendDocuments(token);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the checklist: the reader starts here.
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = photos.check();
    if (problem) return void notify.error('Errore', { description: problem });
    send.mutate(
      { form: photos.form(), traveller: traveller.index },
      {
        onSuccess: () => {
          void notify.success('Documenti caricati con successo!');
          onDone(true);
        },
        onError: (error) => {
          const fields = photos.refused(error);
          void notify.error('Errore', {
            description:
              fields.passport ??
              fields.selfie ??
              fields.traveller ??
              (error instanceof ApiError && error.status !== 0
                ? error.message
                : documentMessages.unexpected),
          });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="upload-title"
      className="rounded-[var(--radius-card)] border-2 border-gold-400 bg-sand-50 p-4 md:p-6"
    >
      <h2
        id="upload-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-navy-900"
      >
        I documenti di {travellerName(traveller)}
      </h2>
      <p className="mt-2 text-navy-800">
        Due foto nitide, scattate anche con il telefono: le vede solo il nostro staff.
      </p>
      <div className="mt-5">
        <SelfieInstructions headingLevel={3} />
      </div>
      <form onSubmit={submit} noValidate className="mt-6 space-y-6">
        <DocumentPhotoFields photos={photos} />
        <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
          <Button variant="outline" disabled={send.isPending} onClick={() => onDone(false)}>
            Annulla
          </Button>
          <SendDocumentsButton sending={send.isPending} />
        </div>
      </form>
    </section>
  );
}
