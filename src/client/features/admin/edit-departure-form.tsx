import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import type { StaffDeparture } from '#domain/backoffice.ts';
import {
  departureChangesSchema,
  spotsOutOfRangeMessage,
  type DepartureChanges,
  type DepartureChangesInput,
} from '#domain/backoffice-input.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { formatDate } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { BusyButton } from './busy-button.tsx';
import { CoordinatorFields, fieldProps } from './departure-fields.tsx';
import { placeFieldErrors } from '../../lib/form-errors.ts';
import { useChangeDeparture } from './use-change-departure.ts';

const fields = ['price', 'totalSpots', 'spotsAvailable', 'coordinators'] as const;

function EditDepartureForm({
  departure,
  onDone,
}: {
  departure: StaffDeparture;
  onDone: () => void;
}) {
  const form = useForm<DepartureChangesInput, unknown, DepartureChanges>({
    resolver: zodResolver(departureChangesSchema),
    defaultValues: {
      price: departure.price,
      totalSpots: departure.totalSpots,
      spotsAvailable: departure.spotsAvailable,
      coordinators: departure.coordinators,
    },
  });
  const { errors, dirtyFields } = form.formState;
  const change = useChangeDeparture(departure);
  const field = fieldProps('edit-departure', errors, form.register);

  const submit = form.handleSubmit((values) => {
    // Only what was touched is sent: seats booked meanwhile are not written over.
    const changes: DepartureChanges = {};
    if (dirtyFields.price) changes.price = values.price;
    if (dirtyFields.totalSpots) changes.totalSpots = values.totalSpots;
    if (dirtyFields.spotsAvailable) changes.spotsAvailable = values.spotsAvailable;
    if (dirtyFields.coordinators?.some(Boolean)) changes.coordinators = values.coordinators;
    if (Object.keys(changes).length === 0) return onDone();
    const total = values.totalSpots ?? departure.totalSpots;
    if ((values.spotsAvailable ?? departure.spotsAvailable) > total) {
      form.setError(
        'spotsAvailable',
        { message: spotsOutOfRangeMessage(total) },
        { shouldFocus: true },
      );
      return;
    }
    change.mutate(changes, {
      onSuccess: () => {
        void notify.success('Partenza aggiornata');
        onDone();
      },
      onError: (error) => {
        if (!placeFieldErrors(error, fields, form.setError)) {
          void notify.error('Partenza non aggiornata', { description: error.message });
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <div>
          <Label htmlFor="edit-departure-spotsAvailable">Posti liberi</Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...field('spotsAvailable', true)}
          />
          <FieldError id="edit-departure-spotsAvailable-error">
            {errors.spotsAvailable?.message}
          </FieldError>
        </div>
        <div>
          <Label htmlFor="edit-departure-totalSpots">Posti totali</Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={GROUP_SIZE}
            step={1}
            {...field('totalSpots', true)}
          />
          <FieldError id="edit-departure-totalSpots-error">{errors.totalSpots?.message}</FieldError>
        </div>
      </div>
      <p className="text-sm text-navy-700">
        Posti occupati da prenotazioni attive: <strong>{departure.booked}</strong>
      </p>
      <div>
        <Label htmlFor="edit-departure-price">Prezzo a persona (€)</Label>
        <Input type="number" inputMode="numeric" min={1} step={1} {...field('price', true)} />
        <FieldError id="edit-departure-price-error">{errors.price?.message}</FieldError>
      </div>
      <CoordinatorFields prefix="edit-departure" field={field} errors={errors.coordinators} />
      <BusyButton type="submit" className="w-full" busy={change.isPending} busyLabel="Salvataggio…">
        Salva modifiche
      </BusyButton>
    </form>
  );
}

/** "Modifica": seats, price and coordinators of one departure. */
export function EditDepartureButton({ departure }: { departure: StaffDeparture }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden /> Modifica
          <span className="sr-only">
            {' '}
            la partenza {departure.destinationTitle} del {formatDate(departure.startDate)}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Modifica partenza"
        description={`${departure.destinationTitle}, ${formatDate(departure.startDate)}`}
      >
        <EditDepartureForm departure={departure} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
