import type { ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive, RadioGroup as RadioPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from './cn.ts';

export function Checkbox({ className, ...props }: CheckboxPrimitive.CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'group grid size-6 shrink-0 place-items-center rounded-md border-2 border-navy-300 bg-white',
        'data-[state=checked]:border-navy-900 data-[state=checked]:bg-navy-900 data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      {/* Drawn by state rather than with Radix's Indicator, which measures styles on mount. */}
      <Check
        className="size-4 group-data-[state=unchecked]:invisible"
        strokeWidth={3}
        aria-hidden
      />
    </CheckboxPrimitive.Root>
  );
}

export const RadioGroup = RadioPrimitive.Root;

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
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-navy-100 px-4 has-[[data-state=checked]]:border-sea-600 has-[[data-state=checked]]:bg-sea-50"
    >
      <RadioPrimitive.Item
        id={id}
        value={value}
        // The dot is drawn by state (see Checkbox).
        className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-navy-300 bg-white after:size-2.5 after:rounded-full data-[state=checked]:border-sea-600 data-[state=checked]:after:bg-sea-600"
      />
      <span className="font-medium">{children}</span>
    </label>
  );
}
