import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { BusyButton } from './busy-button.tsx';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';

/**
 * "Are you sure?" before a change that cannot be undone: "No, torna indietro" or the action.
 * While the action runs the dialog stays open and cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirm,
  busy,
  busyLabel,
  onConfirm,
  variant,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirm: ReactNode;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && (
        <DialogContent title={title} description={description}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                No, torna indietro
              </Button>
            </DialogClose>
            <BusyButton variant={variant} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
              {confirm}
            </BusyButton>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
