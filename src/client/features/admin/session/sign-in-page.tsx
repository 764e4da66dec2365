import { useEffect, useState } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import type { SecondStep } from '#domain/second-factor.ts';
import { staffSignInSchema, type StaffSignIn } from '#domain/staff.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAdminTitle } from '../admin-page.tsx';
import { passwordResetRequestSchema } from '#domain/staff-team.ts';
import { useRequestPasswordReset } from '../team/api.ts';
import { useSignIn } from './api.ts';
import { AuthCard, FormFailure } from './auth-card.tsx';
import { PasskeyButton, SecondStepCard } from './second-step.tsx';

/** "Area staff": e-mail and password, in place of whatever back-office page was asked for. */
export function SignInPage() {
  useAdminTitle('Accesso');
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // A password chosen through an e-mailed link may lead here with its second step.
  const { state } = useLocation() as { state: { secondStep?: SecondStep } | null };
  const [step, setStep] = useState<SecondStep | null>(state?.secondStep ?? null);
  // Known only in the browser: the page is drawn the same on the server and at first paint.
  const [passkeys, setPasskeys] = useState(false);
  useEffect(() => setPasskeys(browserSupportsWebAuthn()), []);
  const form = useForm<StaffSignIn, unknown, z.output<typeof staffSignInSchema>>({
    resolver: zodResolver(staffSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The page asked for opens (after an expired session, the one that was open); /admin
      // itself redirects to the bookings.
      const result = await signIn.mutateAsync(values);
      if ('secondStep' in result) setStep(result.secondStep);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Accesso non riuscito. Riprova.');
      form.resetField('password');
      form.setFocus('password');
    }
  });

  const field = (name: 'email' | 'password') => ({
    id: `staff-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `staff-${name}-error` : undefined,
    ...form.register(name),
  });

  if (step)
    return (
      <SecondStepCard
        step={step}
        onCancel={() => {
          setStep(null);
          form.resetField('password');
        }}
      />
    );
  return (
    <AuthCard icon={LockKeyhole} title="Area staff">
      <p className="mt-2 text-navy-700">Accedi con l'account dell'agenzia.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-5">
        <div>
          <Label htmlFor="staff-email">Email</Label>
          <Input type="email" autoComplete="username" {...field('email')} />
          <FieldError id="staff-email-error">{errors.email?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="staff-password">Password</Label>
          <Input type="password" autoComplete="current-password" {...field('password')} />
          <FieldError id="staff-password-error">{errors.password?.message}</FieldError>
        </div>
        <FormFailure message={failure} />
        <BusyButton
          type="submit"
          className="w-full"
          busy={isSubmitting}
          busyLabel="Accesso in corso…"
        >
          Accedi
        </BusyButton>
      </form>
      {passkeys && (
        <div className="mt-6 border-t border-navy-100 pt-6">
          <PasskeyButton label="Accedi con una passkey" />
        </div>
      )}
      <ForgottenPassword email={form.watch('email')} />
    </AuthCard>
  );
}

/**
 * "Password dimenticata?": the address, then the same answer whatever it is (the server tells
 * no one which addresses are the team's).
 */
function ForgottenPassword({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const request = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<{ email: string }, unknown, { email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
    values: { email },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    request.mutate(values.email, {
      onSuccess: ({ message }) => setAnswer(message),
      onError: (error) => setAnswer(error.message),
    }),
  );
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 min-h-10 font-semibold text-sea-700 underline-offset-4 hover:underline"
      >
        Password dimenticata?
      </button>
    );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="forgotten-title"
      className="mt-6 space-y-4 border-t border-navy-100 pt-6"
    >
      <h2 id="forgotten-title" className="text-lg font-semibold">
        Password dimenticata?
      </h2>
      <p className="text-sm text-navy-700">
        Ti mandiamo un link per sceglierne una nuova: vale 30 minuti.
      </p>
      <div>
        <Label htmlFor="forgotten-email">Email</Label>
        <Input
          id="forgotten-email"
          type="email"
          autoComplete="username"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="forgotten-email-error"
          {...form.register('email')}
        />
        <FieldError id="forgotten-email-error">{errors.email?.message}</FieldError>
      </div>
      <div aria-live="polite">
        {answer && <p className="rounded-xl bg-sea-50 px-4 py-3 text-sm text-sea-700">{answer}</p>}
      </div>
      <BusyButton
        type="submit"
        variant="outline"
        className="w-full"
        busy={request.isPending}
        busyLabel="Invio in corso…"
      >
        Mandami il link
      </BusyButton>
    </form>
  );
}
