import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { GROUP_SIZE } from '#domain/departures.ts';
import {
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
import { placeFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';

const seatChoices = Array.from({ length: GROUP_SIZE }, (_, index) => index + 1);

/**
 * The waitlist's form on a full departure (waitlist-sign-up.tsx opens it): name, e-mail and seats
 * wanted. Its code (the form library and the checks) comes apart, once such a departure is shown.
 */
export default function WaitlistForm({
  id,
  hidden,
  departureId,
  label,
  onReceived,
}: {
  id: string;
  hidden: boolean;
  departureId: string;
  label: string;
  onReceived: (received: WaitlistSignUpReceived) => void;
}) {
  const join = useMutation({
    mutationFn: (values: WaitlistSignUp) =>
      unwrap(api.departures[':id'].waitlist.$post({ param: { id: departureId }, json: values })),
  });
  const form = useForm<WaitlistSignUpInput, unknown, WaitlistSignUp>({
    resolver: zodResolver(waitlistSignUpSchema),
    defaultValues: { name: '', email: '', seats: 1 },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onReceived(await join.mutateAsync(values));
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
    <form
      id={`${id}-form`}
      hidden={hidden}
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
        <Input type="email" autoComplete="email" {...field('email')} {...form.register('email')} />
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
  );
}
