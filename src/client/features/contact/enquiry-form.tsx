import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import {
  composeEnquiryMessage,
  enquiryMessages,
  enquirySchema,
  type Enquiry,
  type EnquiryInput,
} from '#domain/enquiry.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/choice.tsx';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { catalogue } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { trackLead } from '../marketing/index.ts';

/** What the address brings: a chosen trip, its dates and airport, or a message already written. */
function useTripRequest() {
  const [params] = useSearchParams();
  const destinationId = params.get('destination');
  const trip = catalogue.trips.find((candidate) => candidate.id === destinationId);
  const destination = trip?.title ?? destinationId;
  const date = params.get('date');
  const airport = params.get('airport');
  const message =
    params.get('message') ||
    (destination || date || airport
      ? composeEnquiryMessage({ destination, dates: date, airport })
      : '');
  return { destinationId: trip?.id ?? null, destination, date, airport, message };
}

function TripDetails({ destination, date, airport }: ReturnType<typeof useTripRequest>) {
  if (!destination && !date && !airport) return null;
  return (
    <div className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-navy-900">
      <p className="font-semibold">Dettagli del viaggio selezionato:</p>
      <ul className="mt-2 space-y-1 text-sm">
        {destination && <li>Destinazione: {destination}</li>}
        {date && <li>Date: {date}</li>}
        {airport && <li>Aeroporto: {airport}</li>}
      </ul>
    </div>
  );
}

/** "Invia una Richiesta": loaded apart, so the page's words paint before the form's code. */
export default function EnquiryForm({ title: Title }: { title: 'h2' | 'h3' }) {
  const request = useTripRequest();
  const [sending, setSending] = useState(false);
  // Consent starts unticked: it is left out until the visitor gives it.
  const empty: Partial<EnquiryInput> = {
    name: '',
    email: '',
    phone: '',
    message: request.message,
    destinationId: request.destinationId,
    travelDate: request.date,
    airport: request.airport,
  };
  const form = useForm<EnquiryInput>({
    resolver: zodResolver(enquirySchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setSending(true);
      try {
        // The resolver has parsed them with the schema: they are the API's input as is.
        await unwrap(api['contact-requests'].$post({ json: values as Enquiry }));
        trackLead(values.message);
        form.reset({ ...empty, message: '', destinationId: null, travelDate: null, airport: null });
        void notify.success('Messaggio Inviato', {
          description: 'Ti risponderemo il prima possibile. Grazie!',
        });
      } catch {
        // What was typed stays in the form, ready to be sent again.
        void notify.error('Errore', {
          description: "Si è verificato un errore durante l'invio. Riprova più tardi.",
        });
      } finally {
        setSending(false);
      }
    },
    (invalid) => {
      const missing = ['name', 'email', 'message'].some(
        (field) => invalid[field as keyof EnquiryInput]?.message === enquiryMessages.required,
      );
      const first = missing
        ? enquiryMessages.required
        : (Object.values(invalid)[0]?.message ?? enquiryMessages.required);
      void notify.error('Errore', { description: first });
    },
  );

  const field = (name: 'name' | 'email' | 'phone' | 'message') => ({
    id: `enquiry-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `enquiry-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="enquiry-title">
      <Title id="enquiry-title" className="text-2xl font-semibold">
        Invia una Richiesta
      </Title>
      <TripDetails {...request} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="enquiry-name">Nome e cognome *</Label>
          <Input autoComplete="name" {...field('name')} />
          <FieldError id="enquiry-name-error">{errors.name?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="enquiry-email">Email *</Label>
          <Input type="email" autoComplete="email" {...field('email')} />
          <FieldError id="enquiry-email-error">{errors.email?.message}</FieldError>
        </div>
      </div>
      <div>
        <Label htmlFor="enquiry-phone">Telefono</Label>
        <Input type="tel" autoComplete="tel" {...field('phone')} />
        <FieldError id="enquiry-phone-error">{errors.phone?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="enquiry-message">Messaggio *</Label>
        <Textarea rows={5} {...field('message')} />
        <FieldError id="enquiry-message-error">{errors.message?.message}</FieldError>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="consent"
            render={({ field: consent }) => (
              <Checkbox
                id="enquiry-consent"
                checked={consent.value === true}
                onCheckedChange={(checked) => consent.onChange(checked === true)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'enquiry-consent-error' : undefined}
              />
            )}
          />
          <label htmlFor="enquiry-consent" className="text-sm text-navy-700">
            Ho letto la{' '}
            <Link to={paths.privacyPolicy} className="font-semibold text-sea-700 underline">
              Privacy Policy
            </Link>{' '}
            e acconsento al trattamento dei miei dati per ricevere una risposta.
          </label>
        </div>
        <FieldError id="enquiry-consent-error">{errors.consent?.message}</FieldError>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? 'Invio in corso...' : 'Invia Messaggio'}
      </Button>
    </form>
  );
}
