import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { ArrowLeft, FileCheck2, ShieldCheck } from 'lucide-react';
import { todayInRome } from '#domain/calendar.ts';
import { isCancelled } from '#domain/booking-status.ts';
import {
  MAX_DOCUMENT_BYTES,
  documentMessages,
  type DocumentType,
  type DocumentsBooking,
} from '#domain/documents.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, unwrap } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { siteConfig } from '../../lib/page-data.ts';

import { paths } from '../../paths.ts';
import { lastBookingId, useBooking } from '../booking/index.ts';
import { BookingCard, BookingLookupForm } from './booking-lookup.tsx';
import passportExample from './passport-example.svg';
import selfieExample from './selfie-example.svg';
import { UploadField } from './upload-field.tsx';

/**
 * What the browser can tell before sending: a photo, not too large. The server looks at the
 * bytes themselves; this only spares a long upload that would be refused.
 */
function checkFile(file: File | null, type: DocumentType): string | undefined {
  const messages = documentMessages[type];
  if (!file) return messages.missing;
  if (file.type && !file.type.startsWith('image/')) return messages.notImage;
  if (file.size > MAX_DOCUMENT_BYTES) return messages.tooLarge;
  return undefined;
}

/** Today as the sheet in the selfie wants it: "23-11-2026". */
function todayOnTheSheet(): string {
  const [year, month, day] = todayInRome(new Date()).split('-');
  return `${day}-${month}-${year}`;
}

type Errors = { passport?: string; selfie?: string };

/**
 * The open booking the photos go with: this browser's last one, until the visitor names
 * another by code and e-mail (or the server refuses it). Null while there is none.
 */
function useDocumentsBooking() {
  const stored = useBooking(lastBookingId());
  const [found, setFound] = useState<DocumentsBooking | null>(null);
  const [storedSetAside, setStoredSetAside] = useState(false);
  const open = stored.data && !isCancelled(stored.data.status) ? stored.data : null;
  return {
    booking: found ?? (storedSetAside ? null : open),
    loading: stored.isLoading,
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
  const [passport, setPassport] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const { booking, loading, choose, forget } = useDocumentsBooking();
  /** Why the booking is asked for: none given yet, or the server refused the one given. */
  const [bookingNotice, setBookingNotice] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      passport: checkFile(passport, 'passport'),
      selfie: checkFile(selfie, 'selfie'),
    };
    setErrors(found);
    const problem = booking ? (found.passport ?? found.selfie) : documentMessages.noBooking;
    if (problem) {
      void notify.error('Errore', { description: problem });
      if (!booking) {
        setBookingNotice(problem);
        document.getElementById('lookup-code')?.focus();
      }
      return;
    }
    const form = new FormData();
    form.append('passport', passport!);
    form.append('selfie', selfie!);
    form.append('bookingId', booking!.id);
    setSending(true);
    try {
      await unwrap(fetch('/api/documents', { method: 'POST', body: form }));
      void notify.success('Documenti caricati con successo!');
      void navigate(paths.documentsSuccess);
    } catch (error) {
      // The server names the photo it refused; the visitor fixes that one and sends again.
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ passport: fields.passport, selfie: fields.selfie });
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

      <div className="mt-8 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6">
        <h2 className="flex items-center gap-2 text-2xl font-semibold">
          <ShieldCheck className="size-6 text-sea-700" aria-hidden /> Come fare la selfie
        </h2>
        <p className="mt-3 text-navy-800">
          Tieni in mano il passaporto aperto e un foglio su cui hai scritto a mano:
        </p>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-navy-800">
          <li>nome e cognome;</li>
          <li>
            il codice di verifica{' '}
            <strong className="rounded bg-sea-50 px-1.5 py-0.5 font-mono text-sea-700">
              {siteConfig.verificationCode}
            </strong>
            ;
          </li>
          <li>
            la data di oggi, <strong>{todayOnTheSheet()}</strong> (GG-MM-AAAA);
          </li>
          <li>la tua firma.</li>
        </ol>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <figure>
            <img
              src={passportExample}
              alt="Esempio: la pagina del passaporto con la foto, intera e leggibile"
              width={400}
              height={280}
              className="w-full rounded-2xl"
            />
            <figcaption className="mt-2 text-sm text-navy-600">
              Passaporto: la pagina con la foto, intera, senza riflessi.
            </figcaption>
          </figure>
          <figure>
            <img
              src={selfieExample}
              alt="Esempio: una persona tiene il passaporto e il foglio con nome, codice, data e firma"
              width={400}
              height={280}
              className="w-full rounded-2xl"
            />
            <figcaption className="mt-2 text-sm text-navy-600">
              Selfie: il tuo viso, il passaporto e il foglio ben visibili.
            </figcaption>
          </figure>
        </div>
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

      <form onSubmit={(event) => void submit(event)} noValidate className="mt-8 space-y-6">
        <div className="grid gap-6 md:grid-cols-2">
          <UploadField
            label="Foto del passaporto"
            hint="JPEG, PNG o WebP, fino a 10 MB"
            file={passport}
            error={errors.passport}
            onChange={(file) => {
              setPassport(file);
              setErrors((current) => ({ ...current, passport: undefined }));
            }}
          />
          <UploadField
            label="Selfie con il passaporto"
            hint="JPEG, PNG o WebP, fino a 10 MB"
            file={selfie}
            error={errors.selfie}
            onChange={(file) => {
              setSelfie(file);
              setErrors((current) => ({ ...current, selfie: undefined }));
            }}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden /> Torna indietro
          </Button>
          <Button type="submit" variant="accent" size="lg" disabled={sending}>
            {sending ? (
              <Spinner label="Invio dei documenti in corso" className="[&>span]:size-5" />
            ) : null}
            Invia documenti
          </Button>
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
