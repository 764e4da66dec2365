import { useId, useState, type FormEvent } from 'react';
import { Fingerprint, ShieldCheck } from 'lucide-react';
import { secondStepSchema, type SecondStep } from '#domain/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { AddPasskey, AppSetup, RecoveryCodes } from '../team/second-factor-setup.tsx';
import { useSecondStep, useSetSession } from './api.ts';
import { AuthCard, FormFailure } from './auth-card.tsx';
import { passkeyFailure, usePasskeySignIn, type FactorAdded } from './passkeys.ts';

/** "Usa la passkey": the device's PIN or finger, and the back office opens. */
export function PasskeyButton({ label }: { label: string }) {
  const signIn = usePasskeySignIn();
  return (
    <div className="space-y-3">
      <FormFailure
        message={
          signIn.isError
            ? signIn.error instanceof ApiError
              ? signIn.error.message
              : passkeyFailure(signIn.error)
            : null
        }
      />
      <BusyButton
        variant="outline"
        className="w-full"
        busy={signIn.isPending}
        busyLabel="Attendo il dispositivo…"
        onClick={() => signIn.mutate()}
      >
        <Fingerprint aria-hidden />
        {label}
      </BusyButton>
    </div>
  );
}

/** The app's six digits, or one of the recovery codes. */
function CodeForm({ app }: { app: boolean }) {
  const id = useId();
  const step = useSecondStep();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = secondStepSchema.safeParse({ code });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    step.mutate(checked.data.code, {
      onError: (failure) => {
        setCode('');
        setError(failure instanceof ApiError ? failure.message : 'Controlla la rete e riprova.');
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={`${id}-code`}>
          {app ? 'Codice dell’app o di recupero' : 'Codice di recupero'}
        </Label>
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          inputMode={app ? 'numeric' : 'text'}
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help ${id}-error`}
          autoFocus={app}
        />
        <p id={`${id}-help`} className="mt-1 text-sm text-navy-600">
          {app
            ? 'Le 6 cifre che l’app mostra ora; senza il telefono, uno dei codici di recupero.'
            : 'Uno dei codici che hai conservato quando hai aggiunto la passkey.'}
        </p>
        <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
      </div>
      <BusyButton type="submit" className="w-full" busy={step.isPending} busyLabel="Verifica…">
        Verifica
      </BusyButton>
    </form>
  );
}

/**
 * What follows a right password when the member has a second factor (verify it) or the owner
 * requires one (add it): in place of the sign-in form, until the session opens.
 */
export function SecondStepCard({ step, onCancel }: { step: SecondStep; onCancel: () => void }) {
  const leave = () => {
    // The half-open session ends on the server too; the answer changes nothing here.
    void api.staff.session.$delete().catch(() => undefined);
    onCancel();
  };
  const setSession = useSetSession();
  const [added, setAdded] = useState<FactorAdded | null>(null);
  const [recovery, setRecovery] = useState(false);
  // The codes come with a first factor: shown before the back office opens.
  const done = (result: FactorAdded) =>
    result.recoveryCodes ? setAdded(result) : setSession(result.staff);
  if (step.due === 'enrol')
    return (
      <AuthCard icon={ShieldCheck} title="Aggiungi un secondo fattore">
        {added?.recoveryCodes ? (
          <div className="mt-4">
            <RecoveryCodes codes={added.recoveryCodes} onDone={() => setSession(added.staff)} />
          </div>
        ) : (
          <>
            <p className="mt-2 text-navy-700">
              Il titolare chiede a tutto il team di accedere in due passaggi. Aggiungi una passkey
              oppure un’app di autenticazione per continuare.
            </p>
            <div className="mt-6 space-y-6">
              <AddPasskey onAdded={done} />
              <div className="border-t border-navy-100 pt-6">
                <AppSetup onAdded={done} />
              </div>
            </div>
          </>
        )}
        <Button variant="ghost" size="sm" className="mt-6" onClick={leave}>
          Torna all’accesso
        </Button>
      </AuthCard>
    );
  return (
    <AuthCard icon={ShieldCheck} title="Verifica in due passaggi">
      <p className="mt-2 text-navy-700">
        Password corretta.{' '}
        {step.passkey ? 'Conferma con la tua passkey' : 'Scrivi il codice dell’app'} per entrare.
      </p>
      <div className="mt-6 space-y-6">
        {step.passkey && <PasskeyButton label="Usa la passkey" />}
        {step.totp || recovery ? (
          <CodeForm app={step.totp} />
        ) : (
          <button
            type="button"
            onClick={() => setRecovery(true)}
            className="min-h-10 font-semibold text-sea-700 underline-offset-4 hover:underline"
          >
            Non hai la passkey con te? Usa un codice di recupero
          </button>
        )}
      </div>
      <Button variant="ghost" size="sm" className="mt-6" onClick={leave}>
        Torna all’accesso
      </Button>
    </AuthCard>
  );
}
