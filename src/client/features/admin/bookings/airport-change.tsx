import { useState } from 'react';
import { PlaneTakeoff } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { offeredAirports } from '#domain/airports.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { catalogueTrip } from '../../../lib/page-data.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeAirport } from './api.ts';

/** "Cambia aeroporto": another airport the trip leaves from, agreed with the traveller. */
export function AirportChange({ booking }: { booking: StaffBookingDetail }) {
  const [open, setOpen] = useState(false);
  const [airport, setAirport] = useState(booking.airport);
  const change = useChangeAirport(booking.id);
  const trip = booking.destinationId ? catalogueTrip(booking.destinationId) : undefined;
  const choices = offeredAirports(trip);
  const save = () =>
    change.mutate(airport, {
      onSuccess: () => {
        setOpen(false);
        void notify.success('Aeroporto cambiato', { description: airport });
      },
      onError: (error) =>
        void notify.error('Aeroporto non cambiato', { description: error.message }),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (change.isPending) return;
        setOpen(next);
        setAirport(booking.airport);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="mt-4">
          <PlaneTakeoff aria-hidden /> Cambia aeroporto
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title="Cambia aeroporto"
          description={`Oggi la prenotazione parte da ${booking.airport}. Il cambio resta nella cronologia.`}
        >
          <Label htmlFor="booking-airport">Aeroporto di partenza</Label>
          <Select
            id="booking-airport"
            value={airport}
            onChange={(event) => setAirport(event.target.value)}
          >
            {/* One no longer offered stays readable as it was chosen. */}
            {!choices.includes(booking.airport) && (
              <option value={booking.airport}>{booking.airport}</option>
            )}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={change.isPending}>
                No, torna indietro
              </Button>
            </DialogClose>
            <BusyButton
              busy={change.isPending}
              busyLabel="Salvataggio…"
              disabled={airport === booking.airport}
              onClick={save}
            >
              Salva l’aeroporto
            </BusyButton>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
