import type { ComponentProps, LabelHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const field =
  'w-full rounded-xl border border-navy-200 bg-white px-4 text-base text-navy-900 placeholder:text-navy-500/70 ' +
  'focus:border-sea-600 focus:outline-2 focus:outline-sea-600/30 aria-invalid:border-red-600 disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(field, 'min-h-12', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'min-h-32 py-3', className)} {...props} />;
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={cn('mb-1.5 block text-sm font-semibold text-navy-800', className)}
      {...props}
    />
  );
}

/** The message under a field; linked to it with aria-describedby by the form. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
