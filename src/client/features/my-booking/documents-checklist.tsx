import { CircleCheck, CircleDashed, Upload } from 'lucide-react';
import { documentTypes } from '#domain/documents.ts';
import type { MyBookingTraveller } from '#domain/my-booking.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { documentLabels } from '../documents/index.ts';

export const travellerName = (traveller: MyBookingTraveller) =>
  `${traveller.firstName} ${traveller.lastName}`;

/** The heading of a traveller's line: the focus comes back here after their upload. */
export const travellerHeadingId = (index: number) => `traveller-${index}`;

/** Each traveller, their two photos (received or still to send) and a way to send them. */
export function DocumentsChecklist({
  travellers,
  canSend,
  onSend,
}: {
  travellers: MyBookingTraveller[];
  /** False once the booking is cancelled: nothing more to send. */
  canSend: boolean;
  onSend: (traveller: MyBookingTraveller) => void;
}) {
  return (
    <ul className="mt-5 grid gap-4">
      {travellers.map((traveller) => {
        const done = documentTypes.every((type) => traveller.documents[type]);
        return (
          <li
            key={traveller.index}
            className="flex flex-col gap-4 rounded-2xl border border-navy-100 p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3
                  id={travellerHeadingId(traveller.index)}
                  tabIndex={-1}
                  className="text-lg font-semibold text-navy-900"
                >
                  {travellerName(traveller)}
                </h3>
                {traveller.index === 0 && <Badge tone="neutral">Referente</Badge>}
                {done && <Badge tone="good">Tutto ricevuto</Badge>}
              </div>
              <ul className="mt-2 space-y-1">
                {documentTypes.map((type) => (
                  <li key={type} className="flex items-center gap-2 text-navy-800">
                    {traveller.documents[type] ? (
                      <CircleCheck className="size-5 shrink-0 text-sea-700" aria-hidden />
                    ) : (
                      <CircleDashed className="size-5 shrink-0 text-gold-700" aria-hidden />
                    )}
                    <span>
                      {documentLabels[type]}:{' '}
                      <strong className="whitespace-nowrap">
                        {traveller.documents[type] ? 'ricevuta' : 'da inviare'}
                      </strong>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            {canSend && (
              <Button
                variant={done ? 'outline' : 'accent'}
                className="shrink-0"
                onClick={() => onSend(traveller)}
              >
                <Upload aria-hidden />
                {done ? 'Invia di nuovo' : 'Invia i documenti'}
                <span className="sr-only"> di {travellerName(traveller)}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
