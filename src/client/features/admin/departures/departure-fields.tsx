import { useState, type ReactElement, type ReactNode } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { GROUP_SIZE } from '#domain/departures.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';

/** Ids, error wiring and registration of a departure form's field (`coordinators.0` too). */
export function fieldProps<Values extends FieldValues>(
  prefix: string,
  errors: FieldErrors<Values>,
  register: UseFormRegister<Values>,
) {
  return (name: Path<Values>, asNumber = false) => {
    const id = `${prefix}-${name.replace('.', '-')}`;
    const invalid = Boolean(get(errors, name));
    return {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-error` : undefined,
      ...register(name, { valueAsNumber: asNumber }),
    };
  };
}

type Registered = ReturnType<UseFormRegister<FieldValues>>;

/** A whole number (seats, euros) with its label and message. */
export function NumberField<Name extends string>({
  prefix,
  name,
  label,
  min,
  max,
  field,
  error,
}: {
  prefix: string;
  name: Name;
  label: string;
  min: number;
  max?: number;
  field: (name: Name, asNumber: boolean) => Registered;
  error: string | undefined;
}) {
  return (
    <div>
      <Label htmlFor={`${prefix}-${name}`}>{label}</Label>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        {...field(name, true)}
      />
      <FieldError id={`${prefix}-${name}-error`}>{error}</FieldError>
    </div>
  );
}

type NumberFieldProps<Name extends string> = {
  prefix: string;
  field: (name: Name, asNumber: boolean) => Registered;
  error: string | undefined;
};

export function PriceField(props: NumberFieldProps<'price'>) {
  return <NumberField name="price" label="Prezzo a persona (€)" min={1} {...props} />;
}

/** At most a full group. */
export function TotalSpotsField(props: NumberFieldProps<'totalSpots'>) {
  return <NumberField name="totalSpots" label="Posti totali" min={1} max={GROUP_SIZE} {...props} />;
}

type CoordinatorErrors = { message?: string; [index: number]: { message?: string } | undefined };

/** The two coordinators who lead every departure. */
export function CoordinatorFields({
  prefix,
  field,
  errors,
}: {
  prefix: string;
  field: (name: 'coordinators.0' | 'coordinators.1') => Registered;
  errors: CoordinatorErrors | undefined;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-navy-800">Coordinatori</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {([0, 1] as const).map((index) => (
          <div key={index}>
            <Label htmlFor={`${prefix}-coordinators-${index}`} className="font-normal">
              {index === 0 ? 'Primo coordinatore' : 'Secondo coordinatore'}
            </Label>
            <Input autoComplete="off" {...field(`coordinators.${index}`)} />
            <FieldError id={`${prefix}-coordinators-${index}-error`}>
              {errors?.[index]?.message}
            </FieldError>
          </div>
        ))}
      </div>
      <FieldError id={`${prefix}-coordinators-error`}>{errors?.message}</FieldError>
    </fieldset>
  );
}

/** The form's one button, busy while the departure is saved. */
export function SaveDepartureButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <BusyButton type="submit" className="w-full" busy={busy} busyLabel="Salvataggio…">
      {children}
    </BusyButton>
  );
}

/** A refused save: the server's messages beside their fields, or else a toast with its reason. */
export function departureFailed<Values extends FieldValues>(
  title: string,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
) {
  return (error: Error) => {
    if (!placeFieldErrors(error, fields, setError)) {
      void notify.error(title, { description: error.message });
    }
  };
}

/** A button that opens a departure form in a dialog; the form closes it when it is done. */
export function DepartureDialog({
  trigger,
  title,
  description,
  children,
}: {
  trigger: ReactElement;
  title: string;
  description?: string;
  children: (done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
