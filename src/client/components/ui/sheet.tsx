import type { ReactNode } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn.ts';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

type SheetContentProps = SheetPrimitive.DialogContentProps & {
  side?: 'left' | 'right';
  title: ReactNode;
};

/** A panel that slides in from one side: the mobile menu, the listing's filters. */
export function SheetContent({
  side = 'right',
  title,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
      <SheetPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white p-6 shadow-2xl',
          side === 'left'
            ? 'left-0 data-[state=open]:animate-[slide-from-left_200ms_ease-out]'
            : 'right-0 data-[state=open]:animate-[slide-from-right_200ms_ease-out]',
          className,
        )}
        {...props}
      >
        <div className="mb-6 flex items-center justify-between gap-4">
          <SheetPrimitive.Title className="font-display text-xl font-semibold">
            {title}
          </SheetPrimitive.Title>
          <SheetPrimitive.Close
            className="grid size-11 place-items-center rounded-full text-navy-700 hover:bg-navy-50"
            aria-label="Chiudi"
          >
            <X className="size-5" aria-hidden />
          </SheetPrimitive.Close>
        </div>
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
