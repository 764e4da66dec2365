import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import {
  newDepartureSchema,
  type NewDeparture,
  type NewDepartureInput,
} from '#domain/backoffice-input.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { addDays, todayInRome } from '#domain/calendar.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { notify } from '../../../lib/notify.ts';
import { catalogue } from '../../../lib/page-data.ts';
import { useAddDeparture } from './api.ts';
import {
  CoordinatorFields,
  DepartureDialog,
  PriceField,
  SaveDepartureButton,
  TotalSpotsField,
  departureFailed,
  fieldProps,
} from './departure-fields.tsx';

const fields = ['destinationId', 'startDate', 'price', 'totalSpots', 'coordinators'] as const;
const prefix = 'new-departure';

function NewDepartureForm({
  destinationId,
  onDone,
}: {
  destinationId: string;
  onDone: () => void;
}) {
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
  const add = useAddDeparture();
  const field = fieldProps(prefix, errors, form.register);
  // Departures start tomorrow at the earliest, as the server requires.
  const tomorrow = addDays(todayInRome(new Date()), 1);

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (departure) => {
        void notify.success('Partenza aggiunta', {
          description: `${departure.destinationTitle}, posti liberi: ${departure.spotsAvailable}.`,
        });
        onDone();
      },
      onError: departureFailed('Partenza non aggiunta', fields, form.setError),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
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
        <PriceField prefix={prefix} field={field} error={errors.price?.message} />
        <TotalSpotsField prefix={prefix} field={field} error={errors.totalSpots?.message} />
      </div>
      <CoordinatorFields prefix={prefix} field={field} errors={errors.coordinators} />
      <SaveDepartureButton busy={add.isPending}>Aggiungi partenza</SaveDepartureButton>
    </form>
  );
}

/** "Nuova partenza": a departure for a trip, all seats free, led by two coordinators. */
export function NewDepartureButton({ destinationId }: { destinationId: string }) {
  return (
    <DepartureDialog
      title="Nuova partenza"
      trigger={
        <Button variant="accent">
          <Plus aria-hidden /> Nuova partenza
        </Button>
      }
    >
      {(done) => <NewDepartureForm destinationId={destinationId} onDone={done} />}
    </DepartureDialog>
  );
}
