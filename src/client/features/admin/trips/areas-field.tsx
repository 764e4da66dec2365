import { useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import type { TripInputValues } from '#domain/trip-input.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/choice.tsx';
import { FieldError as Message, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAddArea, useAreas } from './api.ts';
import { useFieldState } from './fields.tsx';

/**
 * "Aree del mondo": the areas the trip is filed under in the listing's filter, one or more, and
 * a new one added on the spot (checked at once). Its own small form would nest in the trip's:
 * Enter in its box adds the area instead of saving the trip.
 */
export function AreasField() {
  const { control } = useFormContext<TripInputValues>();
  const field = useFieldState('areas');
  const areas = useAreas();
  const addArea = useAddArea();
  const [name, setName] = useState('');
  const addMessage =
    addArea.error instanceof ApiError
      ? (addArea.error.fields.name ?? addArea.error.message)
      : addArea.error?.message;

  return (
    <Controller
      control={control}
      name="areas"
      render={({ field: { value, onChange } }) => {
        const add = () =>
          addArea.mutate(name, {
            onSuccess: (area) => {
              onChange([...value, area.id]);
              setName('');
            },
          });
        const addOnEnter = (event: KeyboardEvent) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        };
        return (
          <fieldset aria-describedby={field.control['aria-describedby']}>
            <legend className="mb-1.5 font-medium">Aree del mondo</legend>
            <p id={`${field.id}-hint`} className="mb-3 text-sm text-navy-600">
              Il filtro “Destinazione” dei viaggi lo mostra sotto ognuna: almeno una.
            </p>
            {areas.isPending && <p className="text-sm text-navy-600">Caricamento delle aree…</p>}
            {areas.isError && <p role="alert">{areas.error.message}</p>}
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {areas.data?.map((area) => (
                <li key={area.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-navy-50">
                    <Checkbox
                      checked={value.includes(area.id)}
                      onCheckedChange={(checked) =>
                        onChange(
                          checked === true
                            ? [...value, area.id]
                            : value.filter((id) => id !== area.id),
                        )
                      }
                    />
                    {area.name}
                  </label>
                </li>
              ))}
            </ul>
            <Message id={`${field.id}-error`}>{field.message}</Message>
            <div className="mt-3 flex flex-wrap items-end gap-2">
              <div className="min-w-48 flex-1 sm:max-w-xs">
                <Label htmlFor={`${field.id}-new`}>Nuova area</Label>
                <Input
                  id={`${field.id}-new`}
                  value={name}
                  autoComplete="off"
                  placeholder="Per esempio: Scandinavia"
                  aria-invalid={addMessage ? true : undefined}
                  aria-describedby={addMessage ? `${field.id}-new-error` : undefined}
                  onChange={(event) => setName(event.target.value)}
                  onKeyDown={addOnEnter}
                />
              </div>
              <Button type="button" variant="outline" onClick={add} disabled={addArea.isPending}>
                <Plus aria-hidden /> Aggiungi l’area
              </Button>
            </div>
            <Message id={`${field.id}-new-error`}>{addMessage}</Message>
          </fieldset>
        );
      }}
    />
  );
}
