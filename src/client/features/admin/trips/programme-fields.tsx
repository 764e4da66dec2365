import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  Controller,
  get,
  useFieldArray,
  useFormContext,
  useWatch,
  type UseFieldArrayMove,
} from 'react-hook-form';
import { ArrowDown, ArrowUp, ChevronDown, GripVertical } from 'lucide-react';
import { activityMoments, activityTypeLabels, type TripInputValues } from '#domain/trip-input.ts';
import { countOf } from '#domain/words.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  AddButton,
  CheckField,
  RemoveButton,
  SelectField,
  TextAreaField,
  TextField,
  useFieldState,
  useFocusAfterRender,
} from './fields.tsx';

type Day = TripInputValues['itinerary'][number];
type Activity = Day['activities'][number];

const newDay = (): Day => ({ title: '', description: '', highlight: false, activities: [] });
const newActivity = (): Activity => ({ time: 'Mattina', title: '', type: 'tour', location: '' });

/** The choice that stands for an hour written out ("08:30"). */
const AT_AN_HOUR = 'ora';

/**
 * Dragging a day by its handle, with a mouse, a pen or a finger: the day takes the place of
 * the days whose middle the pointer passes, so the list shows the new order as it moves. The
 * page listens while the day is held: the handle itself moves in the page meanwhile.
 */
function useDragToReorder(move: UseFieldArrayMove, onDrop: (index: number) => void) {
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const latest = useRef({ move, onDrop });
  latest.current = { move, onDrop };
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => () => stop.current(), []);

  const start = (index: number) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    let from = index;
    setDragging(from);
    const follow = (moved: globalThis.PointerEvent) => {
      if (!list.current) return;
      // The day's new place: after every other day whose middle is above the pointer.
      const to = [...list.current.children].filter((day, other) => {
        if (other === from) return false;
        const box = day.getBoundingClientRect();
        return box.top + box.height / 2 < moved.clientY;
      }).length;
      if (to === from) return;
      latest.current.move(from, to);
      from = to;
      setDragging(to);
    };
    const end = () => {
      stop.current();
      setDragging(null);
      latest.current.onDrop(from);
    };
    stop.current = () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stop.current = () => undefined;
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };
  return { list, dragging, start };
}

/** "Programma": the days in order, each with its activities; numbered by their place. */
export function ProgrammeFields() {
  const { control, formState } = useFormContext<TripInputValues>();
  const days = useFieldArray({ control, name: 'itinerary' });
  const focusLater = useFocusAfterRender();
  const [announcement, setAnnouncement] = useState('');
  // The days the trip came with start closed, to find one at a glance; a new one is open. (The
  // editor draws the programme afresh after each save, when the days get new keys.)
  const [closed, setClosed] = useState(() => new Set(days.fields.map((day) => day.id)));
  const drag = useDragToReorder(days.move, (index) =>
    setAnnouncement(`Giorno spostato: ora è il giorno ${index + 1}.`),
  );
  const errors = formState.errors.itinerary;
  const list = useFieldState('itinerary');

  const move = (from: number, to: number, fieldKey: string) => {
    days.move(from, to);
    setAnnouncement(`Giorno ${from + 1} spostato: ora è il giorno ${to + 1}.`);
    // Focus stays on the day that moved, on the same button while it can go on.
    const up = `day-${fieldKey}-up`;
    const down = `day-${fieldKey}-down`;
    focusLater(...(to < from ? [up, down] : [down, up]));
  };
  const toggle = (fieldKey: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(fieldKey)) next.add(fieldKey);
      return next;
    });

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {days.fields.length === 0 ? (
        <p className="text-sm text-navy-700">
          Il programma è vuoto: un viaggio senza programma non si può pubblicare.
        </p>
      ) : (
        <ol ref={drag.list} className="space-y-3">
          {days.fields.map((day, index) => (
            <DayCard
              key={day.id}
              fieldKey={day.id}
              index={index}
              count={days.fields.length}
              // A day with a message to read opens by itself.
              open={!closed.has(day.id) || Boolean(get(errors, String(index)))}
              dragging={drag.dragging === index}
              onToggle={() => toggle(day.id)}
              onMove={(to) => move(index, to, day.id)}
              onRemove={() => {
                days.remove(index);
                setAnnouncement(`Giorno ${index + 1} tolto.`);
                focusLater(`${list.id}-add`);
              }}
              onGrab={drag.start(index)}
            />
          ))}
        </ol>
      )}
      <div className="mt-3">
        <AddButton
          id={`${list.id}-add`}
          onClick={() => {
            const added = days.fields.length;
            days.append(newDay(), { shouldFocus: false });
            focusLater(`${list.id}-${added}-title`);
          }}
        >
          Aggiungi giorno
        </AddButton>
      </div>
      <FieldError id={`${list.id}-error`}>{list.message}</FieldError>
    </div>
  );
}

function DayCard({
  fieldKey,
  index,
  count,
  open,
  dragging,
  onToggle,
  onMove,
  onRemove,
  onGrab,
}: {
  fieldKey: string;
  index: number;
  count: number;
  open: boolean;
  dragging: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onGrab: (event: PointerEvent<HTMLElement>) => void;
}) {
  const { control } = useFormContext<TripInputValues>();
  const path = `itinerary.${index}` as const;
  const title = useWatch({ control, name: `${path}.title` });
  const highlight = useWatch({ control, name: `${path}.highlight` });
  const activities = useWatch({ control, name: `${path}.activities` });
  const day = `Giorno ${index + 1}`;
  const bodyId = `day-${fieldKey}-body`;

  return (
    <li
      className={cn(
        'rounded-2xl border border-navy-100 bg-white',
        dragging && 'relative z-10 border-sea-600 shadow-[var(--shadow-card)]',
      )}
    >
      <div className="flex flex-wrap items-center gap-1 p-2 pl-1 sm:flex-nowrap sm:gap-2">
        <span
          onPointerDown={onGrab}
          aria-hidden
          title="Trascina per spostare il giorno"
          className="grid size-10 shrink-0 cursor-grab touch-none place-items-center rounded-full text-navy-600 hover:bg-navy-50 active:cursor-grabbing"
        >
          <GripVertical className="size-5" />
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-h-10 min-w-[min(100%,12rem)] flex-1 items-center gap-2 rounded-xl px-2 text-left hover:bg-navy-50 sm:min-w-0"
        >
          <ChevronDown
            className={cn(
              'size-5 shrink-0 text-navy-600 transition-transform',
              open && 'rotate-180',
            )}
            aria-hidden
          />
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-navy-900">
              {day}
              {highlight && (
                <span className="ml-2 align-middle">
                  <Badge tone="waiting">In evidenza</Badge>
                </span>
              )}
            </span>
            <span className="block truncate text-sm text-navy-700">
              {title || 'Senza titolo'} · {countOf(activities?.length ?? 0, 'attività', 'attività')}
            </span>
          </span>
        </button>
        <div className="ml-auto flex items-center gap-1">
          <Button
            id={`day-${fieldKey}-up`}
            variant="ghost"
            size="sm"
            className="px-2.5"
            disabled={index === 0}
            aria-label={`Sposta su il giorno ${index + 1}`}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            id={`day-${fieldKey}-down`}
            variant="ghost"
            size="sm"
            className="px-2.5"
            disabled={index === count - 1}
            aria-label={`Sposta giù il giorno ${index + 1}`}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <RemoveButton label={`Togli il giorno ${index + 1}`} onClick={onRemove} />
        </div>
      </div>
      <div id={bodyId} hidden={!open} className="space-y-4 border-t border-navy-100 p-4">
        {open && (
          <>
            <TextField name={`${path}.title`} label={`Titolo del giorno ${index + 1}`} />
            <TextAreaField name={`${path}.description`} label="Racconto del giorno" />
            <CheckField
              name={`${path}.highlight`}
              label="In evidenza"
              hint="Il giorno che i viaggiatori ricordano: sul sito ha un segno tutto suo."
            />
            <ActivitiesFields dayPath={path} day={day} />
          </>
        )}
      </div>
    </li>
  );
}

function ActivitiesFields({ dayPath, day }: { dayPath: `itinerary.${number}`; day: string }) {
  const { control } = useFormContext<TripInputValues>();
  const activities = useFieldArray({ control, name: `${dayPath}.activities` });
  const list = useFieldState(`${dayPath}.activities`);
  const focusLater = useFocusAfterRender();

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-800">
        Attività del {day.toLowerCase()}
      </legend>
      {activities.fields.length === 0 ? (
        <p className="mt-1 text-sm text-navy-700">Nessuna attività.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {activities.fields.map((activity, index) => {
            const path = `${dayPath}.activities.${index}` as const;
            const name = `attività ${index + 1} del ${day.toLowerCase()}`;
            return (
              <li key={activity.id} className="rounded-xl bg-sand-50 p-3">
                <div className="flex items-center justify-between gap-2">
                  <h4 className="text-sm font-semibold text-navy-800">Attività {index + 1}</h4>
                  <RemoveButton
                    label={`Togli ${name}`}
                    onClick={() => {
                      activities.remove(index);
                      focusLater(`${list.id}-add`);
                    }}
                  />
                </div>
                <div className="mt-1 grid gap-3 sm:grid-cols-2">
                  <TimeField name={`${path}.time`} />
                  <SelectField name={`${path}.type`} label="Tipo">
                    {Object.entries(activityTypeLabels).map(([type, label]) => (
                      <option key={type} value={type}>
                        {label}
                      </option>
                    ))}
                  </SelectField>
                  <TextField name={`${path}.title`} label="Che cosa si fa" />
                  <TextField name={`${path}.location`} label="Dove (facoltativo)" />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3">
        <AddButton
          id={`${list.id}-add`}
          onClick={() => {
            const added = activities.fields.length;
            activities.append(newActivity(), { shouldFocus: false });
            focusLater(`${list.id}-${added}-time`);
          }}
        >
          Aggiungi attività
        </AddButton>
      </div>
      <FieldError id={`${list.id}-error`}>{list.message}</FieldError>
    </fieldset>
  );
}

/** "Quando": a moment of the day, or an hour written as 08:30. */
function TimeField({ name }: { name: `itinerary.${number}.activities.${number}.time` }) {
  const { control } = useFormContext<TripInputValues>();
  const field = useFieldState(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => {
        const moment = (activityMoments as readonly string[]).includes(value) ? value : AT_AN_HOUR;
        return (
          <div>
            <Label htmlFor={field.id}>Quando</Label>
            <div className="flex flex-wrap gap-2">
              <Select
                className="min-w-40 flex-1"
                {...field.control}
                ref={moment === AT_AN_HOUR ? undefined : ref}
                value={moment}
                onBlur={onBlur}
                onChange={(event) =>
                  onChange(event.target.value === AT_AN_HOUR ? '' : event.target.value)
                }
              >
                {activityMoments.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
                <option value={AT_AN_HOUR}>A un’ora precisa</option>
              </Select>
              {moment === AT_AN_HOUR && (
                // Its own box: the input's full width would leave the choice no room.
                <div className="w-36 shrink-0">
                  <Input
                    ref={ref}
                    id={`${field.id}-hour`}
                    type="time"
                    aria-label="Ora"
                    aria-invalid={field.control['aria-invalid']}
                    aria-describedby={field.control['aria-describedby']}
                    value={value}
                    onBlur={onBlur}
                    onChange={(event) => onChange(event.target.value)}
                  />
                </div>
              )}
            </div>
            <FieldError id={`${field.id}-error`}>{field.message}</FieldError>
          </div>
        );
      }}
    />
  );
}
