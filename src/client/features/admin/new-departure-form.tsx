import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  newDepartureSchema,
  type NewDeparture,
  type NewDepartureInput,
} from '#domain/backoffice-input.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { addDays, todayInRome } from '#domain/calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { catalogue } from '../../lib/page-data.ts';
import { seatsTaken } from '../../lib/query-client.ts';
import { adminKeys } from './admin-keys.ts';
import { BusyButton } from './busy-button.tsx';
import { CoordinatorFields, fieldProps } from './departure-fields.tsx';
import { placeFieldErrors } from '../../lib/form-errors.ts';
import { Select } from './select.tsx';

const fields = ['destinationId', 'startDate', 'price', 'totalSpots', 'coordinators'] as const;

function NewDepartureForm({
  destinationId,
  onDone,
}: {
  destinationId: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const trip = catalogue.trips.find((candidate) => candidate.id === destinationId);
  const form = useForm<NewDepartureInput, unknown, NewDeparture>({
    resolver: zodResolver(newDepartureSchema),
    // The filtered trip and its catalogue price are the likely answers; a full group by default.
    defaultValues: {
      destinationId,
      startDate: '',
      price: trip?.price,
      totalSpots: GROUP_SIZE,
      coordinators: ['', ''],
    },
  });
  const { errors } = form.formState;
  const add = useMutation({
    mutationFn: (values: NewDeparture) => unwrap(api.staff.departures.$post({ json: values })),
    onSuccess: (departure) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
      void seatsTaken(departure.destinationId);
      void notify.success('Partenza aggiunta', {
        description: `${departure.destinationTitle}, posti liberi: ${departure.spotsAvailable}.`,
      });
      onDone();
    },
    onError: (error) => {
      if (!placeFieldErrors(error, fields, form.setError)) {
        void notify.error('Partenza non aggiunta', { description: error.message });
      }
    },
  });
  const field = fieldProps('new-departure', errors, form.register);
  // Departures start tomorrow at the earliest, as the server requires.
  const tomorrow = addDays(todayInRome(new Date()), 1);

  return (
    <form
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      noValidate
      className="space-y-4"
    >
      <div>
        <Label htmlFor="new-departure-destinationId">Viaggio</Label>
        <Select {...field('destinationId')}>
          <option value="" disabled>
            Scegli un viaggio
          </option>
          {catalogue.trips.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </Select>
        <FieldError id="new-departure-destinationId-error">
          {errors.destinationId?.message}
        </FieldError>
      </div>
      <div>
        <Label htmlFor="new-departure-startDate">Data di partenza</Label>
        <Input type="date" min={tomorrow} {...field('startDate')} />
        <FieldError id="new-departure-startDate-error">{errors.startDate?.message}</FieldError>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <Label htmlFor="new-departure-price">Prezzo a persona (€)</Label>
          <Input type="number" inputMode="numeric" min={1} step={1} {...field('price', true)} />
          <FieldError id="new-departure-price-error">{errors.price?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="new-departure-totalSpots">Posti totali</Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={GROUP_SIZE}
            step={1}
            {...field('totalSpots', true)}
          />
          <FieldError id="new-departure-totalSpots-error">{errors.totalSpots?.message}</FieldError>
        </div>
      </div>
      <CoordinatorFields prefix="new-departure" field={field} errors={errors.coordinators} />
      <BusyButton type="submit" className="w-full" busy={add.isPending} busyLabel="Salvataggio…">
        Aggiungi partenza
      </BusyButton>
    </form>
  );
}

/** "Nuova partenza": a departure for a trip, all seats free, led by two coordinators. */
export function NewDepartureButton({ destinationId }: { destinationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="accent">
          <Plus aria-hidden /> Nuova partenza
        </Button>
      </DialogTrigger>
      <DialogContent title="Nuova partenza">
        <NewDepartureForm destinationId={destinationId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
