import { useId, useMemo, useState, type FormEvent } from 'react';
import { create as createQrCode } from 'qrcode';
import { browserName } from '#domain/browser-name.ts';
import { passkeyRegistrationSchema, totpConfirmSchema } from '#domain/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { passkeyFailure, useAddPasskey, type FactorAdded } from '../session/passkeys.ts';
import { FormFailure } from '../session/auth-card.tsx';
import { useConfirmApp, useStartApp } from './api.ts';

/*
 * Adding a second factor: a passkey, or an authenticator app by its QR code. Used on one's
 * account and, when the owner requires one, between the password and the first page.
 */

const failureOf = (error: unknown) =>
  error instanceof ApiError ? error.message : passkeyFailure(error);

/** "Aggiungi una passkey": a name to recognise it by, then the device asks for a PIN or a finger. */
export function AddPasskey({ onAdded }: { onAdded: (added: FactorAdded) => void }) {
  const id = useId();
  const add = useAddPasskey();
  const [name, setName] = useState(() =>
    typeof navigator === 'undefined' ? '' : browserName(navigator.userAgent),
  );
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passkeyRegistrationSchema.shape.name.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    add.mutate(checked.data, { onSuccess: onAdded });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={`${id}-name`}>Nome della passkey</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help ${id}-error`}
          maxLength={60}
        />
        <p id={`${id}-help`} className="mt-1 text-sm text-navy-600">
          Per riconoscerla tra le tue: il telefono, il computer dell’ufficio…
        </p>
        <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
      </div>
      <FormFailure message={add.isError ? failureOf(add.error) : null} />
      <BusyButton type="submit" busy={add.isPending} busyLabel="Attendo il dispositivo…">
        Aggiungi una passkey
      </BusyButton>
    </form>
  );
}

/** The otpauth:// address as a QR code, drawn as SVG squares: crisp at any size, no image. */
function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++)
        if (modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { d, size: modules.size + 8 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      className="size-48 rounded-xl border border-navy-100 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path.d} fill="currentColor" className="text-navy-950" />
    </svg>
  );
}

/** "Usa un’app di autenticazione": the QR code (or the key by hand), then a first code. */
export function AppSetup({ onAdded }: { onAdded: (added: FactorAdded) => void }) {
  const id = useId();
  const start = useStartApp();
  const confirm = useConfirmApp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!start.data)
    return (
      <div className="space-y-3">
        <FormFailure message={start.isError ? failureOf(start.error) : null} />
        <BusyButton
          variant="outline"
          busy={start.isPending}
          busyLabel="Preparazione…"
          onClick={() => start.mutate()}
        >
          Usa un’app di autenticazione
        </BusyButton>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = totpConfirmSchema.safeParse({ code });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    confirm.mutate(checked.data.code, {
      onSuccess: onAdded,
      onError: (failure) => setError(failureOf(failure)),
    });
  };
  return (
    <div className="space-y-4">
      <p className="text-navy-700">
        Inquadra il codice con l’app (Google Authenticator, Microsoft Authenticator, 1Password…)
        oppure scrivi la chiave a mano.
      </p>
      <div className="flex flex-wrap items-center gap-5">
        <QrCode text={start.data.uri} label="Codice QR per l’app di autenticazione" />
        <p className="text-sm text-navy-700">
          Chiave
          <br />
          <code className="font-mono text-base break-all text-navy-950">
            {start.data.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </p>
      </div>
      <form onSubmit={submit} noValidate className="max-w-xs space-y-4">
        <div>
          <Label htmlFor={`${id}-code`}>Codice mostrato dall’app</Label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            maxLength={7}
          />
          <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
        </div>
        <BusyButton type="submit" busy={confirm.isPending} busyLabel="Verifica…">
          Attiva l’app
        </BusyButton>
      </form>
    </div>
  );
}

/** The recovery codes, shown once: to print, download or copy, then put away. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const text = `Maestrale Viaggi — codici di recupero dell’area staff\nOgni codice vale una volta.\n\n${codes.join('\n')}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'maestrale-codici-di-recupero.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="space-y-4 rounded-xl border border-gold-300 bg-gold-100/50 p-5"
    >
      <h3 id="recovery-codes-title" className="text-lg font-semibold">
        I tuoi codici di recupero
      </h3>
      <p className="text-navy-800">
        Se perdi il telefono o la passkey, ognuno di questi codici ti fa entrare una volta.
        Conservali in un posto sicuro: non li mostreremo più.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-base text-navy-950 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" onClick={download}>
          Scarica i codici
        </Button>
        <Button size="sm" onClick={onDone}>
          Li ho conservati
        </Button>
      </div>
    </section>
  );
}
