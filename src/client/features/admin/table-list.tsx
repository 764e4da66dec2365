import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Link } from '../../components/site-link.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';

/**
 * A list of records drawn as a table's rows on a wide screen and as cards on a phone: one grid
 * (`columns`, Tailwind classes from `lg:`) for the headings and every row.
 */
export function TableList({
  count,
  columns,
  headings,
  children,
}: {
  /** "2 prenotazioni": how many records match, read out when it changes. */
  count: string;
  columns: string;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <>
      <p aria-live="polite" className="mb-3 text-sm text-navy-700">
        {count}
      </p>
      <div
        aria-hidden
        className={`hidden px-5 pb-2 text-xs font-semibold tracking-wide text-navy-600 uppercase ${columns}`}
      >
        {headings.map((heading) => (
          <span key={heading}>{heading}</span>
        ))}
      </div>
      <ul className="space-y-3">{children}</ul>
    </>
  );
}

/** One record: the whole card opens it (see RowLink). */
export function TableRow({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <li className="relative rounded-2xl bg-white p-4 shadow-[var(--shadow-card)] focus-within:outline-2 focus-within:outline-sea-600 hover:bg-sand-50 lg:px-5 lg:py-3">
      <dl className={`grid grid-cols-2 gap-x-4 gap-y-2 text-sm ${columns}`}>{children}</dl>
    </li>
  );
}

/** A cell: its heading shown on a phone, read by screen readers everywhere. */
export function Cell({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <dt className="text-xs text-navy-600 lg:sr-only">{label}</dt>
      <dd className="font-medium break-words text-navy-900">{children}</dd>
    </div>
  );
}

/** The row's link: the whole card is its target; its text is what a screen reader hears. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-semibold text-navy-900 underline-offset-2 outline-none after:absolute after:inset-0 hover:underline"
    >
      {children}
    </Link>
  );
}

/** A value from the address when it is one of `labels`' keys (a hand-edited one is ignored). */
export function labelled<Key extends string>(
  labels: Record<Key, string>,
  value: string,
): Key | undefined {
  return Object.hasOwn(labels, value) ? (value as Key) : undefined;
}

/** "Stato": every state of the list's records by its label, or all of them. */
export function StateFilter<Key extends string>({
  id,
  labels,
  value,
  onChange,
}: {
  id: string;
  labels: Record<Key, string>;
  value: Key | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>Stato</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">Tutti gli stati</option>
        {Object.entries<string>(labels).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The search runs once typing pauses, not on every key. */
export function SearchBox({
  id,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-navy-600"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        className="pl-11"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next.trim()), 350);
        }}
      />
    </div>
  );
}
