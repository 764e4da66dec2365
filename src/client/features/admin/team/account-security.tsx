import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { adminCard } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import {
  useAccountSecurity,
  useRemoveApp,
  useRemovePasskey,
  useRenewRecoveryCodes,
} from './api.ts';
import { AddPasskey, AppSetup, RecoveryCodes } from './second-factor-setup.tsx';

/**
 * Asks for the password before a factor goes or the codes change: someone at an unlocked
 * computer cannot take the account's second factor away.
 */
function WithPassword({
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  action: string;
  busy: boolean;
  onConfirm: (password: string, fail: (message: string) => void) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Inserisci la tua password.');
    setError(null);
    onConfirm(password, setError);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
      <div className="w-full max-w-xs">
        <Label htmlFor={`${id}-password`}>La tua password, per confermare</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          autoFocus
        />
        <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
      </div>
      <BusyButton type="submit" size="sm" busy={busy} busyLabel="Un momento…">
        {action}
      </BusyButton>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Annulla
      </Button>
    </form>
  );
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Controlla la rete e riprova.';

/** "Accesso in due passaggi": the member's passkeys, app and recovery codes. */
export function AccountSecurityCard() {
  const security = useAccountSecurity();
  const removePasskey = useRemovePasskey();
  const removeApp = useRemoveApp();
  const renew = useRenewRecoveryCodes();
  const [asking, setAsking] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const added = (what: string) => (result: { recoveryCodes: string[] | null }) => {
    void notify.success(what);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
  };
  const data = security.data;
  return (
    <section aria-labelledby="security-title" className={adminCard}>
      <h2 id="security-title" className="text-2xl font-semibold">
        Accesso in due passaggi
      </h2>
      <p className="mt-1 max-w-prose text-navy-700">
        Una passkey ti fa entrare con l’impronta, il volto o il PIN del dispositivo, senza password.
        Con un’app di autenticazione, dopo la password ti chiediamo il codice che mostra.
      </p>
      {data?.required && (
        <p className="mt-3">
          <Badge tone="waiting">Il titolare lo richiede a tutto il team</Badge>
        </p>
      )}
      {codes && (
        <div className="mt-5">
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        </div>
      )}
      {!data ? (
        security.isError ? (
          <p role="alert" className="mt-4 text-navy-800">
            {messageOf(security.error)}
          </p>
        ) : (
          <div className="grid place-items-center py-10">
            <Spinner label="Caricamento dell’accesso in due passaggi…" />
          </div>
        )
      ) : (
        <div className="mt-6 space-y-8">
          <div>
            <h3 className="text-lg font-semibold">Passkey</h3>
            {data.passkeys.length === 0 ? (
              <p className="mt-1 text-navy-700">Nessuna passkey per ora.</p>
            ) : (
              <ul className="mt-2 divide-y divide-navy-100">
                {data.passkeys.map((passkey) => (
                  <li key={passkey.id} className="py-3">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <p>
                        <span className="font-semibold">{passkey.name}</span>
                        <br />
                        <span className="text-sm text-navy-600">
                          Aggiunta il {formatMoment(passkey.createdAt)}
                          {passkey.lastUsedAt
                            ? ` · usata l’ultima volta il ${formatMoment(passkey.lastUsedAt)}`
                            : ' · mai usata'}
                        </span>
                      </p>
                      {asking !== passkey.id && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Rimuovi la passkey ${passkey.name}`}
                          onClick={() => setAsking(passkey.id)}
                        >
                          Rimuovi
                        </Button>
                      )}
                    </div>
                    {asking === passkey.id && (
                      <WithPassword
                        action="Rimuovi la passkey"
                        busy={removePasskey.isPending}
                        onCancel={() => setAsking(null)}
                        onConfirm={(password, fail) =>
                          removePasskey.mutate(
                            { id: passkey.id, password },
                            {
                              onSuccess: () => {
                                setAsking(null);
                                void notify.success('Passkey rimossa');
                              },
                              onError: (error) => fail(messageOf(error)),
                            },
                          )
                        }
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4 max-w-md">
              <AddPasskey onAdded={added('Passkey aggiunta')} />
            </div>
          </div>

          <div>
            <h3 className="text-lg font-semibold">App di autenticazione</h3>
            {data.totp ? (
              <div className="mt-1">
                <p className="flex flex-wrap items-center gap-3 text-navy-700">
                  <Badge tone="good">Attiva</Badge>
                  Dopo la password ti chiediamo il codice dell’app.
                  {asking !== 'app' && (
                    <Button variant="outline" size="sm" onClick={() => setAsking('app')}>
                      Disattiva l’app
                    </Button>
                  )}
                </p>
                {asking === 'app' && (
                  <WithPassword
                    action="Disattiva l’app"
                    busy={removeApp.isPending}
                    onCancel={() => setAsking(null)}
                    onConfirm={(password, fail) =>
                      removeApp.mutate(password, {
                        onSuccess: () => {
                          setAsking(null);
                          void notify.success('App di autenticazione disattivata');
                        },
                        onError: (error) => fail(messageOf(error)),
                      })
                    }
                  />
                )}
              </div>
            ) : (
              <div className="mt-3">
                <AppSetup onAdded={added('App di autenticazione attivata')} />
              </div>
            )}
          </div>

          {(data.totp || data.passkeys.length > 0) && (
            <div>
              <h3 className="text-lg font-semibold">Codici di recupero</h3>
              <p className="mt-1 flex flex-wrap items-center gap-3 text-navy-700">
                Te ne restano {data.recoveryCodesLeft}.
                {asking !== 'codes' && (
                  <Button variant="outline" size="sm" onClick={() => setAsking('codes')}>
                    Genera nuovi codici
                  </Button>
                )}
              </p>
              {asking === 'codes' && (
                <WithPassword
                  action="Genera nuovi codici"
                  busy={renew.isPending}
                  onCancel={() => setAsking(null)}
                  onConfirm={(password, fail) =>
                    renew.mutate(password, {
                      onSuccess: ({ recoveryCodes }) => {
                        setAsking(null);
                        setCodes(recoveryCodes);
                      },
                      onError: (error) => fail(messageOf(error)),
                    })
                  }
                />
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
