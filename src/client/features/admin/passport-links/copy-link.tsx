import { Copy } from 'lucide-react';
import { passportVerificationLink } from '#domain/backoffice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';

/** The address the customer opens, on this site whatever host the staff use. */
export function visitorLink(token: string): string {
  return passportVerificationLink(window.location.origin, token);
}

async function copy(token: string) {
  try {
    await navigator.clipboard.writeText(visitorLink(token));
    void notify.success('Link copiato negli appunti!', { duration: 1500 });
  } catch {
    void notify.error('Impossibile copiare il link');
  }
}

/** Copies a verification link for handing over (chat, e-mail). */
export function CopyLinkButton({ token, label }: { token: string; label: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void copy(token)} aria-label={label}>
      <Copy aria-hidden /> Copia
    </Button>
  );
}
