import { useState } from 'react';
import { Link2, Send } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useMakeBookingLink, useSendBookingLink } from './api.ts';

/**
 * The traveller's own page, as staff hand it on: e-mailed again, or a link to copy into a chat.
 * Links are kept only as hashes, so each time a new one is made; those sent before still open.
 */
export function PrivateLink({ booking }: { booking: StaffBookingDetail }) {
  const [asking, setAsking] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const send = useSendBookingLink(booking.id);
  const make = useMakeBookingLink(booking.id);
  const recipient = booking.primary.email;
  return (
    <>
      <p className="mt-3 text-navy-700">
        Dalla sua pagina il viaggiatore vede i pagamenti e carica i documenti. Ogni volta creiamo un
        link nuovo: quelli già inviati restano validi.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setAsking(true)}>
          <Send aria-hidden /> Invia di nuovo
        </Button>
        <BusyButton
          variant="outline"
          busy={make.isPending}
          busyLabel="Creazione del link…"
          onClick={() =>
            make.mutate(undefined, {
              onSuccess: ({ path }) => setMade(new URL(path, window.location.origin).href),
              onError: (error) =>
                void notify.error('Link non creato', { description: error.message }),
            })
          }
        >
          <Link2 aria-hidden /> Crea un link da copiare
        </BusyButton>
      </div>
      {made && (
        <div className="mt-4">
          <Label htmlFor="booking-private-link-url">Link privato alla prenotazione</Label>
          <div className="mt-1 flex gap-2">
            <Input
              id="booking-private-link-url"
              readOnly
              value={made}
              aria-describedby="booking-private-link-hint"
              className="font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={made} label="Link" variant="outline">
              Copia
            </CopyButton>
          </div>
          <p id="booking-private-link-hint" className="mt-1 text-sm text-navy-600">
            Mandalo solo a chi viaggia: apre la prenotazione senza password.
          </p>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Inviare di nuovo il link?"
        description={`Il link alla pagina della prenotazione arriva per e-mail a ${recipient}.`}
        confirm={
          <>
            <Send aria-hidden /> Sì, invia
          </>
        }
        busy={send.isPending}
        busyLabel="Invio…"
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              void notify.success('Link inviato', { description: recipient });
            },
            onError: (error) =>
              void notify.error('Link non inviato', { description: error.message }),
          })
        }
      />
    </>
  );
}
