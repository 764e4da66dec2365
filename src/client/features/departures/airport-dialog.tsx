import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { RadioGroup, RadioOption } from '../../components/ui/choice.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { formatDate } from '../../lib/format.ts';

/**
 * The spec's airport choice (the trip's airports, then "Altro": `dialogAirports`), then the
 * chat or the online booking: both stay off until an airport is chosen.
 */
export function AirportDialog({
  destination,
  airports,
  dates,
  open,
  onCancel,
  onChoose,
  onReserve,
}: {
  destination: string;
  airports: string[];
  dates: { startDate: string; endDate: string } | null;
  open: boolean;
  onCancel: () => void;
  onChoose: (airport: string) => void;
  onReserve: (airport: string) => void;
}) {
  const [airport, setAirport] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        title="Seleziona l'aeroporto di partenza"
        description={
          dates
            ? `${destination} · Dal ${formatDate(dates.startDate)} al ${formatDate(dates.endDate)}`
            : destination
        }
      >
        <RadioGroup
          aria-label="Aeroporto di partenza"
          value={airport ?? ''}
          onValueChange={setAirport}
          className="grid gap-2"
        >
          {airports.map((name) => (
            <RadioOption key={name} value={name} id={`airport-${name}`}>
              {name}
            </RadioOption>
          ))}
        </RadioGroup>
        <div className="mt-6 grid gap-2">
          <Button
            variant="whatsapp"
            disabled={airport === null}
            onClick={() => airport && onChoose(airport)}
          >
            PRENOTA ORA via WhatsApp
          </Button>
          <Button disabled={airport === null} onClick={() => airport && onReserve(airport)}>
            Procedi con la prenotazione
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Annulla
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
