import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { passwordChoiceSchema, staffRoleLabels } from '#domain/staff-team.ts';
import { Link } from '../../../components/site-link.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { useAdminTitle } from '../admin-page.tsx';
import { AuthCard, FormFailure } from '../session/auth-card.tsx';
import { useChoosePassword, useInvitation } from './api.ts';

/*
 * The pages an e-mailed link opens without a session: an invited colleague's, where they choose
 * their password, and a password reset's. Either signs the browser in and opens the back office.
 */

type Choice = z.input<typeof passwordChoiceSchema>;

/** The new password, twice as the browser's manager offers it: once, with its rules said. */
function PasswordChoice({
  kind,
  token,
  email,
  submitLabel,
}: {
  kind: 'invitations' | 'password-reset';
  token: string;
  email?: string;
  submitLabel: string;
}) {
  const navigate = useNavigate();
  const choose = useChoosePassword(kind, token);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Choice, unknown, z.output<typeof passwordChoiceSchema>>({
    resolver: zodResolver(passwordChoiceSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ password }) => {
    setFailure(null);
    choose.mutate(password, {
      // With a second factor due, the sign-in page asks for it.
      onSuccess: (result) =>
        void navigate('secondStep' in result ? paths.admin : paths.adminToday, {
          replace: true,
          state: 'secondStep' in result ? { secondStep: result.secondStep } : null,
        }),
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : 'Non riuscito: riprova.';
        if (error instanceof ApiError && error.fields?.password)
          form.setError('password', { message: error.fields.password });
        else setFailure(message);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {/* The address, for the browser's password manager to save the pair. */}
      {email && <input type="email" autoComplete="username" value={email} readOnly hidden />}
      <div>
        <Label htmlFor="choice-password">Nuova password</Label>
        <Input
          id="choice-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby="choice-password-help choice-password-error"
          {...form.register('password')}
        />
        <p id="choice-password-help" className="mt-1 text-sm text-navy-600">
          Almeno 12 caratteri: una frase che ricordi è più sicura di una parola complicata.
        </p>
        <FieldError id="choice-password-error">{errors.password?.message}</FieldError>
      </div>
      <FormFailure message={failure} />
      <BusyButton type="submit" className="w-full" busy={choose.isPending} busyLabel="Un momento…">
        {submitLabel}
      </BusyButton>
    </form>
  );
}

/** `/admin/invito/:token`: whom the invitation is for, then their password. */
export function InvitationPage() {
  useAdminTitle('Invito');
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  if (invitation.isPending)
    return (
      <div className="grid min-h-[70svh] place-items-center">
        <Spinner label="Caricamento dell’invito…" />
      </div>
    );
  if (invitation.isError)
    return (
      <AuthCard icon={KeyRound} title="Invito non valido">
        <p role="alert" className="mt-3 text-navy-800">
          {invitation.error.message}
        </p>
        <Link to={paths.admin} className="mt-4 inline-block font-semibold text-sea-700 underline">
          Vai all’accesso
        </Link>
      </AuthCard>
    );
  const { name, email, role } = invitation.data;
  return (
    <AuthCard icon={KeyRound} title={`Benvenuto, ${name}`}>
      <p className="mt-2 text-navy-700">
        Sei stato invitato nell’area staff come <strong>{staffRoleLabels[role]}</strong>. Accederai
        con <strong className="break-all">{email}</strong>: scegli la tua password.
      </p>
      <PasswordChoice
        kind="invitations"
        token={token}
        email={email}
        submitLabel="Crea il tuo account"
      />
    </AuthCard>
  );
}

/** `/admin/nuova-password/:token`: "Password dimenticata?"'s link. */
export function PasswordResetPage() {
  useAdminTitle('Nuova password');
  const { token = '' } = useParams();
  return (
    <AuthCard icon={KeyRound} title="Scegli una nuova password">
      <p className="mt-2 text-navy-700">
        Le sessioni aperte con la password di prima verranno chiuse.
      </p>
      <PasswordChoice kind="password-reset" token={token} submitLabel="Salva e accedi" />
    </AuthCard>
  );
}
