import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Check } from 'lucide-react';
import { Link } from '../../components/site-link.tsx';
import { ENQUIRY_SENT_PARAM, composeEnquiryMessage, enquiryMessages } from '#domain/enquiry.ts';
import type { Enquiry, EnquiryInput } from '#domain/enquiry-input.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { notify } from '../../lib/notify.ts';
import { catalogue } from '../../lib/page-data.ts';
import { useSitePath } from '../../lib/referral.ts';
import { paths } from '../../paths.ts';
import { trackLead } from '../marketing/index.ts';
import { takesOver, heldUntilReady, sendsWithoutCode } from '../../lib/early-submit.ts';

const ENQUIRY_FORM_ID = 'enquiry-form';
import { useContactFormState } from './form-state.ts';

/** The enquiry's schema, with zod, loaded when the form is first used. */
const validation = lazyResolver(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('#domain/enquiry-input.ts')]).then(
    ([{ zodResolver }, { enquirySchema }]) => zodResolver(enquirySchema),
  ),
);

const SENT = {
  title: 'Messaggio Inviato',
  description: 'Ti risponderemo il prima possibile. Grazie!',
};
/** The address's parameters that describe the trip asked about. */
const TRIP_PARAMS = ['message', 'destination', 'date', 'airport'];

/** The one message said above the form: a missing required field first, else the first one. */
function firstProblem(messages: readonly (string | undefined)[]): string {
  return messages.includes(enquiryMessages.required)
    ? enquiryMessages.required
    : (messages.find(Boolean) ?? enquiryMessages.required);
}

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
  // Kept in the form's address, so the page that answers a form sent without JavaScript still
  // shows the trip.
  const query = String(
    new URLSearchParams([...params].filter(([name]) => TRIP_PARAMS.includes(name))),
  );
  return { destinationId: trip?.id ?? null, destination, date, airport, message, query };
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
  const [params] = useSearchParams();
  const site = useSitePath();
  // The server's answer to the form sent without JavaScript, if this page is one.
  const served = useContactFormState();
  const [serverErrors] = useState<FieldErrors<EnquiryInput> | undefined>(
    () =>
      served &&
      Object.fromEntries(
        Object.entries(served.errors).map(([name, message]) => [name, { type: 'server', message }]),
      ),
  );
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
  const initial: Partial<EnquiryInput> = { ...empty, ...served?.values };
  const form = useForm<EnquiryInput>({
    resolver: validation.resolver,
    // The fields' own first values are in the page (defaultValue), which the form reads when
    // its code arrives: what the visitor typed in the server's page before then stays.
    defaultValues: {
      destinationId: initial.destinationId,
      travelDate: initial.travelDate,
      airport: initial.airport,
    },
    errors: serverErrors,
  });
  const { errors } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => takesOver(formElement.current!), []);

  const submit = form.handleSubmit(
    async (values) => {
      setSending(true);
      try {
        // The resolver has parsed them with the schema: they are the API's input as is.
        await unwrap(api['contact-requests'].$post({ json: values as Enquiry }));
        trackLead(values.message);
        form.reset({ ...empty, message: '', destinationId: null, travelDate: null, airport: null });
        void notify.success(SENT.title, { description: SENT.description });
      } catch {
        // What was typed stays in the form, ready to be sent again.
        void notify.error('Errore', { description: enquiryMessages.sendFailed });
      } finally {
        setSending(false);
      }
    },
    (invalid) => {
      const messages = Object.values(invalid).map((error) => error?.message);
      void notify.error('Errore', { description: firstProblem(messages) });
    },
  );

  const field = (name: 'name' | 'email' | 'phone' | 'message') => ({
    id: `enquiry-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `enquiry-${name}-error` : undefined,
    defaultValue: initial[name] ?? '',
    ...form.register(name),
  });
  // Without JavaScript the browser sends the form here itself; with it, `submit` does.
  const action = `${site(paths.contact)}${request.query && `?${request.query}`}`;
  const sentWithoutScript = params.get(ENQUIRY_SENT_PARAM) === '1';
  const fieldMessages = Object.values(served?.errors ?? {});
  // Above the form, what the toast says when JavaScript sends it.
  const failure =
    served?.failure ?? (fieldMessages.length > 0 ? firstProblem(fieldMessages) : undefined);

  return (
    <form
      ref={formElement}
      id={ENQUIRY_FORM_ID}
      {...heldUntilReady}
      {...sendsWithoutCode}
      method="post"
      action={action}
      onSubmit={submit}
      onFocus={validation.preload}
      noValidate
      className="space-y-5"
      aria-labelledby="enquiry-title"
    >
      <Title id="enquiry-title" className="text-2xl font-semibold">
        Invia una Richiesta
      </Title>
      {sentWithoutScript && (
        <div role="status" className="rounded-2xl bg-sea-50 p-4 text-navy-900">
          <p className="font-semibold">{SENT.title}</p>
          <p className="mt-1 text-sm">{SENT.description}</p>
        </div>
      )}
      {failure && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">Errore</p>
          <p className="mt-1 text-sm">{failure}</p>
        </div>
      )}
      <TripDetails {...request} />
      {(['destinationId', 'travelDate', 'airport'] as const).map((name) =>
        initial[name] ? (
          <input key={name} type="hidden" name={name} defaultValue={initial[name]} />
        ) : null,
      )}
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
          {/* A native box: it is ticked and sent with the form even without JavaScript. */}
          <span className="relative grid size-6 shrink-0 place-items-center">
            <input
              type="checkbox"
              id="enquiry-consent"
              defaultChecked={initial.consent === true}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'enquiry-consent-error' : undefined}
              className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-navy-300 bg-white checked:border-navy-900 checked:bg-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 aria-invalid:border-red-600"
              {...form.register('consent')}
            />
            <Check
              className="pointer-events-none invisible absolute size-4 text-white peer-checked:visible"
              strokeWidth={3}
              aria-hidden
            />
          </span>
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
