import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';

/**
 * "Duplica" asks where the copy will live before making it: an address staff choose (the copy is
 * another trip), proposed from the original's; a taken or malformed one is refused under it.
 */
export function DuplicateDialog({
  open,
  onClose,
  original,
  busy,
  error,
  onDuplicate,
}: {
  open: boolean;
  onClose: () => void;
  /** The original's address: the proposal is "<address>-copia". */
  original: string;
  busy: boolean;
  error: Error | null;
  onDuplicate: (slug: string) => void;
}) {
  const [slug, setSlug] = useState(`${original}-copia`);
  const message = error instanceof ApiError ? (error.fields.slug ?? error.message) : error?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn within the trip's form (through a portal): its submit is its own.
    event.stopPropagation();
    onDuplicate(slug.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && (
        <DialogContent
          title="Duplica il viaggio"
          description="La copia è una bozza con gli stessi testi, programma e foto, senza recensioni né valutazione. Scegli il suo indirizzo sul sito."
        >
          <form noValidate onSubmit={submit} className="space-y-5">
            <div>
              <Label htmlFor="duplicate-slug">Indirizzo della copia</Label>
              <Input
                id="duplicate-slug"
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? 'duplicate-slug-error' : 'duplicate-slug-hint'}
              />
              <p id="duplicate-slug-hint" className="mt-1.5 text-sm text-navy-600">
                Lettere minuscole, numeri e trattini: diventa /travel/{slug || 'indirizzo'}.
              </p>
              <FieldError id="duplicate-slug-error">{message}</FieldError>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  No, torna indietro
                </Button>
              </DialogClose>
              <BusyButton type="submit" busy={busy} busyLabel="Copia…">
                Crea la copia
              </BusyButton>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
