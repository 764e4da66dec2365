import type { TripSummary } from '#domain/catalogue.ts';
import type { Departure } from '#domain/departures.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { DepartureList } from './departure-list.tsx';

/** The spec's "Date di partenza disponibili" dialog for one trip. */
export function DepartureDialog({
  trip,
  open,
  onOpenChange,
  onChoose,
}: {
  trip: TripSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (departure: Departure) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Date di partenza disponibili"
        description={`${trip.title} - Gruppi di massimo 10 persone`}
        className="max-w-2xl"
      >
        <DepartureList trip={trip} onChoose={onChoose} />
      </DialogContent>
    </Dialog>
  );
}
