import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import type { StaffPassportLink } from '#domain/backoffice.ts';
import {
  LINK_DAYS,
  passportLinkSchema,
  type PassportLinkInput,
  type PassportLinkRequest,
} from '#domain/passport-links.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreatePassportLink } from './api.ts';
import { CopyLinkButton, visitorLink } from './copy-link.tsx';

type Field = keyof PassportLinkInput;
const fields: Field[] = [
  'verificationUrl',
  'customerName',
  'customerEmail',
  'bookingReference',
  'expiresInDays',
];
const empty: PassportLinkInput = {
  verificationUrl: '',
  customerName: '',
  customerEmail: '',
  bookingReference: '',
  expiresInDays: LINK_DAYS.default,
};

/** The link just made, ready to copy and hand over. */
function CreatedLink({ link }: { link: StaffPassportLink }) {
  return (
    <div className="mt-6 rounded-xl border border-sea-100 bg-sea-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-sea-700">
        <CircleCheck className="size-5" aria-hidden /> Link generato
        {link.customerName && ` per ${link.customerName}`}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Label htmlFor="created-link" className="sr-only">
          Link da inviare al cliente
        </Label>
        <Input
          id="created-link"
          readOnly
          value={visitorLink(link.token)}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-10 font-mono text-sm"
        />
        <CopyLinkButton token={link.token} label="Copia il link generato" />
      </div>
    </div>
  );
}

/** The generator: the provider's address (required) and, to recognise the link later, who it is for. */
export function PassportLinkForm() {
  const [created, setCreated] = useState<StaffPassportLink | null>(null);
  const form = useForm<PassportLinkInput, unknown, PassportLinkRequest>({
    resolver: zodResolver(passportLinkSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const generate = useCreatePassportLink();
  const submit = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: (link) => {
        setCreated(link);
        form.reset(empty);
        void notify.success('Link generato con successo!');
      },
      onError: (error) => {
        if (!placeFieldErrors(error, fields, form.setError)) {
          void notify.error('Errore nella creazione del link', {
            description: 'Si è verificato un errore durante la generazione del link',
          });
        }
      },
    }),
  );

  const field = (name: Field) => ({
    id: `link-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `link-${name}-error` : undefined,
    ...form.register(name, { valueAsNumber: name === 'expiresInDays' }),
  });

  return (
    <section
      aria-labelledby="link-form-title"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6"
    >
      <h2 id="link-form-title" className="text-2xl font-semibold">
        Genera un nuovo link
      </h2>
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <div>
          <Label htmlFor="link-verificationUrl">URL del servizio di verifica *</Label>
          <Input
            type="url"
            required
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            {...field('verificationUrl')}
          />
          <FieldError id="link-verificationUrl-error">{errors.verificationUrl?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="link-customerName">Nome del cliente</Label>
          <Input autoComplete="off" {...field('customerName')} />
          <FieldError id="link-customerName-error">{errors.customerName?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="link-customerEmail">Email del cliente</Label>
          <Input type="email" autoComplete="off" {...field('customerEmail')} />
          <FieldError id="link-customerEmail-error">{errors.customerEmail?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="link-bookingReference">Riferimento prenotazione</Label>
          <Input autoComplete="off" {...field('bookingReference')} />
          <FieldError id="link-bookingReference-error">
            {errors.bookingReference?.message}
          </FieldError>
        </div>
        <div>
          <Label htmlFor="link-expiresInDays">Validità (giorni)</Label>
          <Input
            type="number"
            inputMode="numeric"
            min={LINK_DAYS.min}
            max={LINK_DAYS.max}
            step={1}
            className="max-w-32"
            {...field('expiresInDays')}
          />
          <FieldError id="link-expiresInDays-error">{errors.expiresInDays?.message}</FieldError>
        </div>
        <BusyButton
          type="submit"
          className="w-full sm:w-auto"
          busy={generate.isPending}
          busyLabel="Generazione…"
        >
          Genera link
        </BusyButton>
      </form>
      <div aria-live="polite">{created && <CreatedLink link={created} />}</div>
    </section>
  );
}
