import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlay =
  'fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]';

type ContentProps = DialogPrimitive.DialogContentProps & {
  title: ReactNode;
  description?: ReactNode;
  /** Hides the close cross: for dialogs that must be answered (e.g. payment confirmation). */
  hideClose?: boolean;
};

export function DialogContent({
  title,
  description,
  hideClose,
  className,
  children,
  ...props
}: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <DialogPrimitive.Title className="pr-10 font-display text-2xl font-semibold text-navy-900">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-navy-600">
            {description}
          </DialogPrimitive.Description>
        )}
        <div className="mt-5">{children}</div>
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-navy-700 hover:bg-navy-50"
            aria-label="Chiudi"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
