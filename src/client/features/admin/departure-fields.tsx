import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';

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

type CoordinatorErrors = { message?: string; [index: number]: { message?: string } | undefined };

/** The two coordinators who lead every departure. */
export function CoordinatorFields({
  prefix,
  field,
  errors,
}: {
  prefix: string;
  field: (name: 'coordinators.0' | 'coordinators.1') => ReturnType<UseFormRegister<FieldValues>>;
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
