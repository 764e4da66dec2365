import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { BellRing, MailCheck } from 'lucide-react';
import { GROUP_SIZE } from '#domain/departures.ts';
import {
  WAITLIST_CTA,
  waitlistSeatsText,
  waitlistSignUpSchema,
  type WaitlistSignUp,
  type WaitlistSignUpInput,
  type WaitlistSignUpReceived,
} from '#domain/waitlist.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { api, ApiError, unwrap } from '../../lib/api.ts';
import { heldUntilReady, takesOver } from '../../lib/early-submit.ts';
import { placeFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';

const seatChoices = Array.from({ length: GROUP_SIZE }, (_, index) => index + 1);

/**
 * The same words whether or not the e-mail was already in the queue (the server's answer does not
 * say, decision 032): the e-mail sent there says which it was.
 */
function Received({ received }: { received: WaitlistSignUpReceived }) {
  return (
    <div role="status" className="mt-3 flex gap-3 rounded-2xl bg-sea-50 p-4 text-navy-900">
      <MailCheck className="mt-0.5 size-5 shrink-0 text-sea-700" aria-hidden />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">
          Richiesta ricevuta: ti abbiamo scritto a{' '}
          <span className="break-all">{received.email}</span>.
        </p>
        <p>
          Nell’email trovi il tuo posto in lista d’attesa. Se eri già in lista per questa data,
          trovi invece un link: conferma da lì la modifica, fino ad allora non cambia niente.
        </p>
        <p>Appena si liberano posti per te ti mandiamo un’email con il link per prenotare.</p>
      </div>
    </div>
  );
}

/**
 * "Avvisami se si libera un posto" on a full departure: name, e-mail and seats wanted, then where
 * the rest is said (the e-mail). It opens in the departure's card, below the button that shows it.
 */
export function WaitlistSignUp({ departureId, label }: { departureId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // Pressed in the trip page's dates before this code ran: carried out now.
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (opener.current) takesOver(opener.current);
  }, []);
  const join = useMutation({
    mutationFn: (values: WaitlistSignUp) =>
      unwrap(api.departures[':id'].waitlist.$post({ param: { id: departureId }, json: values })),
  });
  const form = useForm<WaitlistSignUpInput, unknown, WaitlistSignUp>({
    resolver: zodResolver(waitlistSignUpSchema),
    defaultValues: { name: '', email: '', seats: 1 },
  });
  const { errors } = form.formState;

  if (join.data) return <Received received={join.data} />;

  const submit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(values);
    } catch (error) {
      const placed = placeFieldErrors(error, ['name', 'email', 'seats'], form.setError);
      if (!placed) {
        void notify.error('Iscrizione non riuscita', {
          description:
            error instanceof ApiError
              ? error.message
              : 'Controlla la connessione e riprova tra poco.',
        });
      }
    }
  });

  const field = (name: 'name' | 'email' | 'seats') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <div className="mt-3">
      <Button
        ref={opener}
        id={`avvisami-${departureId}`}
        {...heldUntilReady}
        variant="outline"
        size="sm"
        className="w-full whitespace-normal"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        aria-label={`${WAITLIST_CTA}: ${label}`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <BellRing aria-hidden /> {WAITLIST_CTA}
      </Button>
      {open && (
        <form
          id={`${id}-form`}
          onSubmit={submit}
          noValidate
          aria-label={`Lista d’attesa: ${label}`}
          className="mt-3 space-y-3 rounded-2xl bg-white p-4"
        >
          <p className="text-sm text-navy-700">
            Lasciaci i tuoi dati: se si liberano posti scriviamo a chi è in lista, in ordine di
            iscrizione.
          </p>
          <div>
            <Label htmlFor={`${id}-name`}>Nome *</Label>
            <Input autoComplete="name" {...field('name')} {...form.register('name')} />
            <FieldError id={`${id}-name-error`}>{errors.name?.message}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${id}-email`}>Email *</Label>
            <Input
              type="email"
              autoComplete="email"
              {...field('email')}
              {...form.register('email')}
            />
            <FieldError id={`${id}-email-error`}>{errors.email?.message}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${id}-seats`}>Posti che ti servono *</Label>
            <Select {...field('seats')} {...form.register('seats', { valueAsNumber: true })}>
              {seatChoices.map((seats) => (
                <option key={seats} value={seats}>
                  {waitlistSeatsText(seats)}
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-seats-error`}>{errors.seats?.message}</FieldError>
          </div>
          <Button type="submit" variant="accent" className="w-full" disabled={join.isPending}>
            {join.isPending ? 'Invio in corso...' : 'Avvisami'}
          </Button>
        </form>
      )}
    </div>
  );
}
