import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { BellRing, MailCheck } from 'lucide-react';
import { WAITLIST_CTA } from '#domain/departures.ts';
import type { WaitlistSignUpReceived } from '#domain/waitlist.ts';
import { Button } from '../../components/ui/button.tsx';
import { heldUntilReady, takesOver } from '../../lib/early-submit.ts';
import { readyAhead } from '../../lib/ready-ahead.tsx';

const WaitlistForm = readyAhead(async () => (await import('./waitlist-form.tsx')).default);

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
 * "Avvisami se si libera un posto" on a full departure: the form opens in the departure's card,
 * below the button that shows it, then where the rest is said (the e-mail). The form's code is
 * asked for as soon as the button is shown, so a press only draws it.
 */
export function WaitlistSignUp({ departureId, label }: { departureId: string; label: string }) {
  const [open, setOpen] = useState(false);
  // Once drawn the form stays, hidden while closed: what was typed in it is there on reopening.
  const [drawn, setDrawn] = useState(false);
  const [received, setReceived] = useState<WaitlistSignUpReceived | null>(null);
  const id = useId();
  // Pressed in the trip page's dates before this code ran: carried out now.
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void WaitlistForm.preload().catch(() => undefined);
    if (opener.current) takesOver(opener.current);
  }, []);

  if (received) return <Received received={received} />;
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
        onClick={() => {
          setOpen((shown) => !shown);
          setDrawn(true);
        }}
      >
        <BellRing aria-hidden /> {WAITLIST_CTA}
      </Button>
      {drawn && (
        <Suspense fallback={null}>
          <WaitlistForm
            id={id}
            hidden={!open}
            departureId={departureId}
            label={label}
            onReceived={setReceived}
          />
        </Suspense>
      )}
    </div>
  );
}
