import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { passwordChangeSchema, staffRoleLabels } from '#domain/staff-team.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { adminCard, AdminPage } from '../admin-page.tsx';
import { browserName } from '#domain/browser-name.ts';
import { formatMoment } from '../format.ts';
import type { Staff } from '../session/api.ts';
import { AccountSecurityCard } from './account-security.tsx';
import { useAccount, useChangePassword, useEndSession } from './api.ts';

type PasswordChange = z.input<typeof passwordChangeSchema>;
const empty: PasswordChange = { currentPassword: '', newPassword: '' };

/** "Cambia password": the current one, then the new; the other sessions end. */
function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChange, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        void notify.success('Password cambiata', {
          description: 'Le altre sessioni del tuo account sono state chiuse.',
        });
      },
      onError: (error) => {
        if (!placeFieldErrors(error, ['currentPassword', 'newPassword'], form.setError))
          void notify.error('Password non cambiata', {
            description: error instanceof ApiError ? error.message : 'Controlla la rete e riprova.',
          });
      },
    }),
  );
  const field = (name: keyof PasswordChange) => ({
    id: `account-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `account-${name}-error`,
    ...form.register(name),
  });
  return (
    <section aria-labelledby="password-title" className={adminCard}>
      <h2 id="password-title" className="text-2xl font-semibold">
        Cambia password
      </h2>
      <form onSubmit={submit} noValidate className="mt-5 max-w-md space-y-5">
        <div>
          <Label htmlFor="account-currentPassword">Password attuale</Label>
          <Input type="password" autoComplete="current-password" {...field('currentPassword')} />
          <FieldError id="account-currentPassword-error">
            {errors.currentPassword?.message}
          </FieldError>
        </div>
        <div>
          <Label htmlFor="account-newPassword">Nuova password</Label>
          <Input type="password" autoComplete="new-password" {...field('newPassword')} />
          <p className="mt-1 text-sm text-navy-600">
            Almeno 12 caratteri: una frase che ricordi è più sicura di una parola complicata.
          </p>
          <FieldError id="account-newPassword-error">{errors.newPassword?.message}</FieldError>
        </div>
        <BusyButton type="submit" busy={change.isPending} busyLabel="Salvataggio…">
          Cambia password
        </BusyButton>
      </form>
    </section>
  );
}

/** "Il tuo account": who you are, your password and where you are signed in. */
export function AccountPage({ me }: { me: Staff }) {
  const account = useAccount();
  const end = useEndSession();
  return (
    <AdminPage
      title="Il tuo account"
      intro={`${me.name} · ${me.email} · ${staffRoleLabels[me.role]}`}
    >
      <div className="space-y-6">
        <PasswordForm />
        <AccountSecurityCard />
        <section aria-labelledby="sessions-title" className={adminCard}>
          <h2 id="sessions-title" className="text-2xl font-semibold">
            Le tue sessioni
          </h2>
          <p className="mt-1 text-navy-700">
            I browser da cui hai effettuato l’accesso. Chiudi quelli che non riconosci o che non usi
            più.
          </p>
          {!account.data ? (
            <div className="grid place-items-center py-10">
              <Spinner label="Caricamento delle sessioni…" />
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-navy-100">
              {account.data.sessions.map((session) => (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <p>
                    <span className="font-semibold">{browserName(session.userAgent)}</span>
                    {session.current && <span className="text-sea-700"> · questa sessione</span>}
                    <br />
                    <span className="text-sm text-navy-600">
                      Accesso il {formatMoment(session.createdAt)}, scade il{' '}
                      {formatMoment(session.expiresAt)}
                    </span>
                  </p>
                  {!session.current && (
                    <BusyButton
                      variant="outline"
                      size="sm"
                      busy={end.isPending && end.variables === session.id}
                      busyLabel="Chiusura…"
                      aria-label={`Chiudi la sessione del ${formatMoment(session.createdAt)}`}
                      onClick={() =>
                        end.mutate(session.id, {
                          onSuccess: () => void notify.success('Sessione chiusa'),
                          onError: () =>
                            void notify.error('Sessione non chiusa', {
                              description: 'Controlla la rete e riprova.',
                            }),
                        })
                      }
                    >
                      Chiudi
                    </BusyButton>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
