import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, TicketCheck } from 'lucide-react';
import { bookingCode } from '#domain/booking.ts';
import {
  bookingLookupSchema,
  documentMessages,
  type BookingLookup,
  type BookingLookupInput,
  type DocumentsBooking,
} from '#domain/documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiError, unwrap } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { placeFieldErrors } from '../../lib/form-errors.ts';

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6';

/** The booking the photos will go with, and a way to name another one. */
export function BookingCard({
  booking,
  onChange,
}: {
  booking: DocumentsBooking;
  onChange: () => void;
}) {
  return (
    <div className={`${card} flex flex-col gap-4 sm:flex-row sm:items-center`}>
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <TicketCheck className="size-8 shrink-0 text-sea-700" aria-hidden />
        <div className="min-w-0">
          <p className="text-sm text-navy-600">I documenti saranno uniti alla prenotazione</p>
          <p className="font-semibold text-navy-900">
            <span className="font-mono">{bookingCode(booking.id)}</span> ·{' '}
            {booking.destinationTitle}
            {booking.startDate ? `, partenza ${formatDate(booking.startDate)}` : null}
          </p>
        </div>
      </div>
      <Button variant="outline" className="shrink-0" onClick={onChange}>
        Usa un altro codice
      </Button>
    </div>
  );
}

/**
 * For a visitor whose browser holds no open booking (from the footer, on another phone): the
 * booking's code and e-mail find it. The server gives one answer to every wrong pair.
 */
export function BookingLookupForm({
  notice,
  onFound,
}: {
  /** Why the booking is asked for (the photos were sent without one, or it was refused). */
  notice?: string;
  onFound: (booking: DocumentsBooking) => void;
}) {
  const [sending, setSending] = useState(false);
  const form = useForm<BookingLookupInput, unknown, BookingLookup>({
    resolver: zodResolver(bookingLookupSchema),
    defaultValues: { code: '', email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      onFound(await unwrap(api.documents['booking-lookup'].$post({ json: values })));
    } catch (error) {
      if (!placeFieldErrors(error, ['code', 'email'], form.setError)) {
        form.setError('root', {
          message: error instanceof ApiError ? error.message : documentMessages.unexpected,
        });
      }
      setSending(false);
    }
  });

  const field = (name: 'code' | 'email') => ({
    id: `lookup-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `lookup-${name}-error` : `lookup-${name}-hint`,
    ...form.register(name),
  });

  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="lookup-title">
      <h2 id="lookup-title" className="text-2xl font-semibold">
        La tua prenotazione
      </h2>
      <p className="mt-2 text-navy-800">
        Indica il codice della prenotazione e l&apos;email con cui hai prenotato: così uniamo i
        documenti al tuo viaggio.
      </p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <Label htmlFor="lookup-code">Codice prenotazione *</Label>
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="es. #1a2b3c4d"
            className="font-mono"
            {...field('code')}
          />
          <p id="lookup-code-hint" className="mt-1.5 text-sm text-navy-600">
            Lo trovi nella conferma della prenotazione, accanto al titolo.
          </p>
          <FieldError id="lookup-code-error">{errors.code?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="lookup-email">Email della prenotazione *</Label>
          <Input type="email" autoComplete="email" {...field('email')} />
          <p id="lookup-email-hint" className="mt-1.5 text-sm text-navy-600">
            Quella del primo viaggiatore.
          </p>
          <FieldError id="lookup-email-error">{errors.email?.message}</FieldError>
        </div>
      </div>
      {/* The server's answer replaces the reason the booking was asked for. */}
      {(errors.root?.message ?? notice) ? (
        <p role="alert" className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {errors.root?.message ?? notice}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="mt-5 w-full sm:w-auto" disabled={sending}>
        {sending ? (
          <Spinner label="Ricerca della prenotazione" className="[&>span]:size-5" />
        ) : (
          <Search aria-hidden />
        )}
        Trova la prenotazione
      </Button>
    </form>
  );
}
