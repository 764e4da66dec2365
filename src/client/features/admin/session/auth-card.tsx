import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The card the pages outside the back office draw in: sign-in, an invitation, a new password. */
export function AuthCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="auth-title" className="mx-auto max-w-md px-4 pt-12 pb-20 md:pt-20">
      <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
        <Icon className="size-10 text-sea-600" aria-hidden />
        <h1 id="auth-title" className="mt-3 text-3xl font-semibold">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** Why the form was refused, read out as it appears. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{message}</p>
      )}
    </div>
  );
}
