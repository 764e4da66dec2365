import { Copy } from 'lucide-react';
import { notify } from '../lib/notify.ts';
import { Button, type ButtonProps } from './ui/button.tsx';

/**
 * Copies `value` and says so ("{label} copiato", the spec's toast). Without children it is an
 * icon named "Copia {label}".
 */
export function CopyButton({
  value,
  label,
  children,
  ...props
}: Omit<ButtonProps, 'onClick' | 'value'> & { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void notify.success(`${label} copiato`, { duration: 1500 });
    } catch {
      void notify.error('Copia non riuscita', { description: 'Seleziona il testo e copialo.' });
    }
  };
  return (
    <Button
      variant="ghost"
      size={children ? 'md' : 'icon'}
      aria-label={children ? undefined : `Copia ${label}`}
      onClick={() => void copy()}
      {...props}
    >
      <Copy aria-hidden />
      {children}
    </Button>
  );
}
