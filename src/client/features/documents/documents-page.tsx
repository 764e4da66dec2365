import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { ArrowLeft, FileCheck2 } from 'lucide-react';
import { isCancelled } from '#domain/booking-status.ts';
import { documentMessages, type DocumentsBooking } from '#domain/documents.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, unwrap } from '../../lib/api.ts';
import { takesOver, heldUntilReady } from '../../lib/early-submit.ts';
import { notify } from '../../lib/notify.ts';
import { paths } from '../../paths.ts';
import { useLastBookingId } from '../../lib/booking-handoff.ts';
import { useBooking } from '../booking/index.ts';
import { BookingCard, BookingLookupForm } from './booking-lookup.tsx';
import { DocumentPhotoFields, SendDocumentsButton, useDocumentPhotos } from './document-photos.tsx';
import { SelfieInstructions } from './selfie-instructions.tsx';

/**
 * The open booking the photos go with: this browser's last one, until the visitor names
 * another by code and e-mail (or the server refuses it). Null while there is none.
 */
function useDocumentsBooking() {
  const id = useLastBookingId();
  const stored = useBooking(id ?? null);
  const [found, setFound] = useState<DocumentsBooking | null>(null);
  const [storedSetAside, setStoredSetAside] = useState(false);
  const open = stored.data && !isCancelled(stored.data.status) ? stored.data : null;
  return {
    booking: found ?? (storedSetAside ? null : open),
    loading: id === undefined || stored.isLoading,
    choose: setFound,
    forget: () => {
      setFound(null);
      setStoredSetAside(true);
    },
  };
}

/** `/verifica-prenotazioni`: the passport photo and the selfie with it, for the agency's check. */
export function DocumentsPage() {
  const navigate = useNavigate();
  const photos = useDocumentPhotos();
  const [sending, setSending] = useState(false);
  const { booking, loading, choose, forget } = useDocumentsBooking();
  /** Why the booking is asked for: none given yet, or the server refused the one given. */
  const [bookingNotice, setBookingNotice] = useState<string>();
  // "Invia documenti" pressed before the code ran is carried out once the booking is known.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!loading) takesOver(formElement.current!);
  }, [loading]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const photoProblem = photos.check();
    const problem = booking ? photoProblem : documentMessages.noBooking;
    if (problem) {
      void notify.error('Errore', { description: problem });
      if (!booking) {
        setBookingNotice(problem);
        document.getElementById('lookup-code')?.focus();
      }
      return;
    }
    const form = photos.form();
    form.append('bookingId', booking!.id);
    setSending(true);
    try {
      await unwrap(fetch('/api/documents', { method: 'POST', body: form }));
      void notify.success('Documenti caricati con successo!');
      void navigate(paths.documentsSuccess);
    } catch (error) {
      const fields = photos.refused(error);
      // The booking is no longer open (cancelled meanwhile): the visitor names it again.
      if (fields.bookingId) {
        forget();
        setBookingNotice(fields.bookingId);
      }
      void notify.error('Errore', {
        description:
          fields.bookingId ??
          fields.passport ??
          fields.selfie ??
          (error instanceof ApiError && error.status !== 0
            ? error.message
            : documentMessages.unexpected),
      });
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby="documents-title"
      className="mx-auto max-w-4xl px-4 pt-24 pb-20 md:px-6 md:pt-32"
    >
      <h1 id="documents-title" className="text-4xl font-semibold md:text-5xl">
        Verifica Prenotazione
      </h1>
      <p className="mt-3 text-lg text-navy-700">
        Per confermare i posti in volo e in hotel ci servono due foto: la pagina del passaporto con
        la tua foto e una selfie in cui tieni in mano il passaporto. Le vede solo il nostro staff.
      </p>
      <p className="mt-3 text-navy-700">
        Viaggiate in più persone? Apri «Apri la tua prenotazione» dall&apos;email che ti abbiamo
        mandato: da quella pagina ogni viaggiatore invia i propri documenti. Qui sotto li invii per
        chi ha prenotato.
      </p>

      <div className="mt-8">
        <SelfieInstructions />
      </div>

      <div className="mt-8">
        {loading ? (
          <p className="flex items-center gap-2 text-navy-700">
            <Spinner label="Caricamento della prenotazione" className="[&>span]:size-5" />
            Caricamento della prenotazione…
          </p>
        ) : booking ? (
          <BookingCard
            booking={booking}
            onChange={() => {
              forget();
              setBookingNotice(undefined);
            }}
          />
        ) : (
          <BookingLookupForm
            notice={bookingNotice}
            onFound={(found) => {
              choose(found);
              setBookingNotice(undefined);
            }}
          />
        )}
      </div>

      <form
        ref={formElement}
        id="documents-form"
        {...heldUntilReady}
        // Only its code sends it (the photos travel as one request): the browser alone never
        // leaves the page, and what was chosen stays.
        method="dialog"
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-8 space-y-6"
      >
        <DocumentPhotoFields photos={photos} />
        <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden /> Torna indietro
          </Button>
          <SendDocumentsButton sending={sending} />
        </div>
      </form>
    </section>
  );
}

/** `/verifica-success` */
export function DocumentsSuccessPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 pt-28 pb-20 text-center md:px-6 md:pt-36">
      <FileCheck2 className="mx-auto size-14 text-sea-600" aria-hidden />
      <h1 className="mt-4 text-4xl font-semibold md:text-5xl">Documenti Ricevuti!</h1>
      <p className="mt-4 text-lg text-navy-700">
        Grazie! Stiamo esaminando i tuoi documenti: una persona del nostro team ti chiamerà a breve
        per completare la prenotazione.
      </p>
      <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        Torna alla Home
      </Link>
    </section>
  );
}
