import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';

/** A button that, while its request runs, spins, says so and cannot be pressed twice. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy && (
        <LoaderCircle
          className="animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
          aria-hidden
        />
      )}
      {busy ? busyLabel : children}
    </Button>
  );
}
