import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from './cn.ts';

/*
 * The browser's own checkbox and radio buttons, drawn in the site's colours: they work with the
 * keyboard (Space, the arrows within a group), in forms and before the page's code has run, and
 * they measure nothing as they mount. Radix's, which they replace, each read their size in a
 * layout effect: one forced layout per control, 40 ms of a trip editor's first draw. In forced
 * colours (Windows' high contrast), which drop backgrounds and shadows, the browser draws them.
 */

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative grid size-6 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-navy-300 bg-white checked:border-navy-900 checked:bg-navy-900 forced-colors:appearance-auto"
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <Check
        className="pointer-events-none invisible absolute size-4 text-white peer-checked:visible forced-colors:hidden"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}

type Group = { name: string; value: string; onValueChange: (value: string) => void };
const RadioGroupContext = createContext<Group | null>(null);

type RadioGroupProps = Pick<
  ComponentProps<'div'>,
  'className' | 'aria-label' | 'aria-labelledby' | 'aria-describedby'
> & {
  /** The chosen option's value ('' for none). */
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
};

/** Options of which one is chosen: radio buttons of one name, so the arrows move among them. */
export function RadioGroup({ value, onValueChange, children, ...props }: RadioGroupProps) {
  const name = useId();
  return (
    <div role="radiogroup" {...props}>
      <RadioGroupContext value={{ name, value, onValueChange }}>{children}</RadioGroupContext>
    </div>
  );
}

/** A whole row is the target, so a thumb hits it easily. */
export function RadioOption({
  value,
  id,
  children,
}: {
  value: string;
  id: string;
  children: ReactNode;
}) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('A RadioOption belongs inside a RadioGroup.');
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-navy-100 px-4 has-checked:border-sea-600 has-checked:bg-sea-50"
    >
      <input
        type="radio"
        id={id}
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.onValueChange(value)}
        // The dot: the button's own colour inside a white ring.
        className="size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-navy-300 bg-white checked:border-sea-600 checked:bg-sea-600 checked:shadow-[inset_0_0_0_3px_white] forced-colors:appearance-auto"
      />
      <span className="font-medium">{children}</span>
    </label>
  );
}
