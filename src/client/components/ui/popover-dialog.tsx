import type { ReactNode, Ref } from 'react';
import { X } from 'lucide-react';

interface PopoverDialogProps {
  id: string;
  /** The id of its title. */
  labelledBy: string;
  className: string;
  /** Runs after the frame that shows it, each time it opens. */
  onOpen?: () => void;
  /** Runs as it closes. */
  onClose?: () => void;
  onClick?: (event: React.MouseEvent) => void;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A dialog already in the page that its button opens through the browser (`popoverTarget`),
 * before the page's code has run and without it (decision 041); Escape and a tap outside close
 * it. A `div`, not a `<dialog>`: a popover `<dialog>` looks for where to put the focus as the
 * finger lands, a style and layout pass in the tap's own task (a quarter of its time at 4×). The
 * focus moves in after the frame that shows it, with `onOpen`'s work: that frame is the answer to
 * the tap and waits for nothing. Without JavaScript it stays on the button, and Tab goes on into
 * the dialog, as the browser orders a popover after its button.
 */
export function PopoverDialog({ onOpen, onClose, labelledBy, ref, ...props }: PopoverDialogProps) {
  const opened = (event: React.ToggleEvent<HTMLDivElement>) => {
    if (event.newState !== 'open') return onClose?.();
    const dialog = event.currentTarget;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
        onOpen?.();
      }),
    );
  };
  return (
    <div
      ref={ref}
      popover="auto"
      role="dialog"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onToggle={opened}
      {...props}
    />
  );
}

/**
 * A side sheet's top line: its title (named `${id}-titolo`, what `labelledBy` points to) and
 * "Chiudi", which closes it through the browser too.
 */
export function PopoverSheetHeader({ id, title }: { id: string; title: string }) {
  return (
    <div className="mb-6 flex items-center justify-between gap-4">
      <h2 id={`${id}-titolo`} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        aria-label="Chiudi"
        className="grid size-11 place-items-center rounded-full text-navy-700 hover:bg-navy-50"
      >
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );
}
