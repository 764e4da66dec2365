import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import type { z } from 'zod';
import { staffSignInSchema, type StaffSignIn } from '#domain/staff.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAdminTitle } from '../admin-page.tsx';
import { useSignIn } from './api.ts';

/** "Area staff": e-mail and password, in place of whatever back-office page was asked for. */
export function SignInPage() {
  useAdminTitle('Accesso');
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
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
      await signIn.mutateAsync(values);
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

  return (
    <section aria-labelledby="sign-in-title" className="mx-auto max-w-md px-4 pt-28 pb-20 md:pt-36">
      <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
        <LockKeyhole className="size-10 text-sea-600" aria-hidden />
        <h1 id="sign-in-title" className="mt-3 text-3xl font-semibold">
          Area staff
        </h1>
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
          <div aria-live="assertive">
            {failure && (
              <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {failure}
              </p>
            )}
          </div>
          <BusyButton
            type="submit"
            className="w-full"
            busy={isSubmitting}
            busyLabel="Accesso in corso…"
          >
            Accedi
          </BusyButton>
        </form>
      </div>
    </section>
  );
}
