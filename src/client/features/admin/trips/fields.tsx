import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { get, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError as Message, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

/**
 * The catalogue editors' fields, named by their path in the form ("itinerary.2.title"): each
 * with its label, its hint and its message linked to it, read from the form around it.
 */

/** What the ids of a form's fields start with: several forms may share a page. */
export const FieldPrefix = createContext('trip');

type ErrorAt = (FieldError & { root?: FieldError }) | undefined;

/** The id, the message and the description of the field at `name`. */
export function useFieldState(name: string, hint?: ReactNode) {
  const prefix = useContext(FieldPrefix);
  const {
    formState: { errors },
  } = useFormContext();
  const id = `${prefix}-${name.replaceAll('.', '-')}`;
  const error = get(errors, name) as ErrorAt;
  // A list's own message (too many, a repeated airport) rather than one of its items'.
  const message = error?.message ?? error?.root?.message;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    message,
    control: {
      id,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-navy-600">
      {children}
    </p>
  );
}

type FieldProps = { name: string; label: string; hint?: ReactNode; className?: string };

export function TextField({
  name,
  label,
  hint,
  className,
  ...props
}: FieldProps & Omit<ComponentProps<'input'>, 'name'>) {
  const { register } = useFormContext();
  const field = useFieldState(name, hint);
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <Input
        autoComplete="off"
        {...props}
        {...field.control}
        {...register(name, { valueAsNumber: props.type === 'number' })}
      />
      <Hint id={field.id}>{hint}</Hint>
      <Message id={`${field.id}-error`}>{field.message}</Message>
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  className,
  ...props
}: FieldProps & Omit<ComponentProps<'textarea'>, 'name'>) {
  const { register } = useFormContext();
  const field = useFieldState(name, hint);
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <Textarea {...props} {...field.control} {...register(name)} />
      <Hint id={field.id}>{hint}</Hint>
      <Message id={`${field.id}-error`}>{field.message}</Message>
    </div>
  );
}

/** A choice from a list; `numeric` for numbers (stars, ratings). */
export function SelectField({
  name,
  label,
  hint,
  className,
  numeric,
  children,
}: FieldProps & { numeric?: boolean; children: ReactNode }) {
  const { register } = useFormContext();
  const field = useFieldState(name, hint);
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <Select {...field.control} {...register(name, { valueAsNumber: numeric })}>
        {children}
      </Select>
      <Hint id={field.id}>{hint}</Hint>
      <Message id={`${field.id}-error`}>{field.message}</Message>
    </div>
  );
}

export function CheckField({ name, label, hint, className }: FieldProps) {
  const { register } = useFormContext();
  const field = useFieldState(name, hint);
  return (
    <div className={className}>
      <div className="flex min-h-10 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-navy-900"
          {...field.control}
          {...register(name)}
        />
        <label htmlFor={field.id} className="font-medium text-navy-900">
          {label}
        </label>
      </div>
      <Hint id={field.id}>{hint}</Hint>
    </div>
  );
}

/**
 * Focus moves to an element that the next render draws (a new item's first field, a moved day's
 * button): the first of `ids` that is there and can take it.
 */
export function useFocusAfterRender() {
  const [ids, setIds] = useState<string[] | null>(null);
  useEffect(() => {
    if (!ids) return;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !element.hasAttribute('disabled')) {
        element.focus();
        break;
      }
    }
    setIds(null);
  }, [ids]);
  return (...next: string[]) => setIds(next);
}

/** A small button that removes an item, named for a screen reader by what it removes. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="shrink-0 text-red-800" onClick={onClick}>
      <Trash2 aria-hidden />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

export function AddButton({
  id,
  onClick,
  children,
}: {
  id?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button id={id} variant="outline" size="sm" onClick={onClick}>
      <Plus aria-hidden /> {children}
    </Button>
  );
}

/** A part of the editor: a heading and its fields. */
export function FormSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="font-sans text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-navy-700">{intro}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/**
 * A list of short texts ("La quota comprende", the airports): one input each, added and removed
 * in place. Controlled, so removing an item never leaves its text in the next one's input.
 */
export function TextListField({
  name,
  itemLabel,
  addLabel,
  hint,
}: {
  name: string;
  itemLabel: (position: number) => string;
  addLabel: string;
  hint?: ReactNode;
}) {
  const { control, setValue, formState } = useFormContext();
  const items = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const list = useFieldState(name, hint);
  const focusLater = useFocusAfterRender();
  const update = (next: string[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <div>
      <Hint id={list.id}>{hint}</Hint>
      {items.length > 0 && (
        <ol className="mt-2 space-y-2">
          {items.map((item, index) => (
            <TextListItem
              key={index}
              name={`${name}.${index}`}
              label={itemLabel(index + 1)}
              value={item}
              onChange={(text) => update(items.with(index, text))}
              onRemove={() => {
                update(items.filter((_, other) => other !== index));
                focusLater(`${list.id}-add`);
              }}
            />
          ))}
        </ol>
      )}
      <div className="mt-3">
        <AddButton
          id={`${list.id}-add`}
          onClick={() => {
            update([...items, '']);
            focusLater(`${list.id}-${items.length}`);
          }}
        >
          {addLabel}
        </AddButton>
      </div>
      <Message id={`${list.id}-error`}>{list.message}</Message>
    </div>
  );
}

function TextListItem({
  name,
  label,
  value,
  onChange,
  onRemove,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onRemove: () => void;
}) {
  const field = useFieldState(name);
  return (
    <li className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <Label htmlFor={field.id} className="sr-only">
          {label}
        </Label>
        <Input
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...field.control}
        />
        <Message id={`${field.id}-error`}>{field.message}</Message>
      </div>
      <div className="pt-1">
        <RemoveButton label={`Togli: ${label}`} onClick={onRemove} />
      </div>
    </li>
  );
}

/**
 * Records of a kind (hotels, experiences, reviews): each in a box with its heading and a way to
 * remove it, and a button that adds an empty one and puts the cursor in its first field.
 */
export function RecordListField<Item extends object>({
  name,
  itemTitle,
  addLabel,
  empty,
  firstField,
  newItem,
  children,
}: {
  name: string;
  itemTitle: (position: number) => string;
  addLabel: string;
  empty: string;
  firstField: string;
  newItem: () => Item;
  children: (path: string) => ReactNode;
}) {
  const { control } = useFormContext();
  // Reviews have an `id` of their own: the list's keys go under another name.
  const records = useFieldArray({ control, name, keyName: 'fieldKey' });
  const list = useFieldState(name);
  const focusLater = useFocusAfterRender();

  return (
    <div>
      {records.fields.length === 0 ? (
        <p className="text-sm text-navy-700">{empty}</p>
      ) : (
        <ol className="space-y-3">
          {records.fields.map((record, index) => (
            <li key={record.fieldKey} className="rounded-2xl border border-navy-100 p-4">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-sans text-base font-semibold text-navy-900">
                  {itemTitle(index + 1)}
                </h3>
                <RemoveButton
                  label={`Togli: ${itemTitle(index + 1)}`}
                  onClick={() => {
                    records.remove(index);
                    focusLater(`${list.id}-add`);
                  }}
                />
              </div>
              <div className="mt-2 space-y-4">{children(`${name}.${index}`)}</div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-3">
        <AddButton
          id={`${list.id}-add`}
          onClick={() => {
            records.append(newItem(), { shouldFocus: false });
            focusLater(`${list.id}-${records.fields.length}-${firstField}`);
          }}
        >
          {addLabel}
        </AddButton>
      </div>
      <Message id={`${list.id}-error`}>{list.message}</Message>
    </div>
  );
}
