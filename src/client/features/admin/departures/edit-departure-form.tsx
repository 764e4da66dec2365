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
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeDeparture } from './api.ts';
import {
  CoordinatorFields,
  DepartureDialog,
  NumberField,
  PriceField,
  SaveDepartureButton,
  TotalSpotsField,
  departureFailed,
  fieldProps,
} from './departure-fields.tsx';

const fields = ['price', 'totalSpots', 'spotsAvailable', 'coordinators', 'minGroup'] as const;
const prefix = 'edit-departure';

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
      minGroup: departure.minGroup,
    },
  });
  const { errors, dirtyFields } = form.formState;
  const change = useChangeDeparture(departure);
  const field = fieldProps(prefix, errors, form.register);

  const submit = form.handleSubmit((values) => {
    // Only what was touched is sent: seats booked meanwhile are not written over.
    const changes: DepartureChanges = {};
    if (dirtyFields.price) changes.price = values.price;
    if (dirtyFields.totalSpots) changes.totalSpots = values.totalSpots;
    if (dirtyFields.spotsAvailable) changes.spotsAvailable = values.spotsAvailable;
    if (dirtyFields.coordinators?.some(Boolean)) changes.coordinators = values.coordinators;
    if (dirtyFields.minGroup) changes.minGroup = values.minGroup;
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
      onError: departureFailed('Partenza non aggiornata', fields, form.setError),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          prefix={prefix}
          name="spotsAvailable"
          label="Posti liberi"
          min={0}
          field={field}
          error={errors.spotsAvailable?.message}
        />
        <TotalSpotsField prefix={prefix} field={field} error={errors.totalSpots?.message} />
      </div>
      <p className="text-sm text-navy-700">
        Posti occupati da prenotazioni attive: <strong>{departure.booked}</strong>
      </p>
      <PriceField prefix={prefix} field={field} error={errors.price?.message} />
      <NumberField
        prefix={prefix}
        name="minGroup"
        label="Minimo partecipanti per partire"
        min={1}
        max={GROUP_SIZE}
        field={field}
        error={errors.minGroup?.message}
      />
      <CoordinatorFields prefix={prefix} field={field} errors={errors.coordinators} />
      <SaveDepartureButton busy={change.isPending}>Salva modifiche</SaveDepartureButton>
    </form>
  );
}

/** "Modifica": seats, price and coordinators of one departure. */
export function EditDepartureButton({ departure }: { departure: StaffDeparture }) {
  return (
    <DepartureDialog
      title="Modifica partenza"
      description={`${departure.destinationTitle}, ${formatDate(departure.startDate)}`}
      trigger={
        <Button variant="outline" size="sm">
          <Pencil aria-hidden /> Modifica
          <span className="sr-only">
            {' '}
            la partenza {departure.destinationTitle} del {formatDate(departure.startDate)}
          </span>
        </Button>
      }
    >
      {(done) => <EditDepartureForm departure={departure} onDone={done} />}
    </DepartureDialog>
  );
}
