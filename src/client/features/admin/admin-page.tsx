import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { isUnauthorized } from './session/api.ts';

/** The white card the back office draws its records in. */
export const adminCard =
  'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6';

/**
 * The tab shows the section, then where it is: "Prenotazioni – Area staff | …". It refines the
 * router's "Area staff | …", set before it on each address (router.tsx), and leaves the next
 * page's title to the router.
 */
export function useAdminTitle(title: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${title} – Area staff | ${document.title.split('|').pop()?.trim() ?? ''}`;
  }, [title, pathname]);
}

/** A back-office section: its heading, a line of help, what it can add, then its content. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useAdminTitle(title);
  return (
    <section aria-labelledby="admin-title" className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="admin-title" className="text-3xl font-semibold md:text-4xl">
            {title}
          </h1>
          {intro && <p className="mt-2 max-w-2xl text-navy-700">{intro}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * One record of a section (a booking, a message): its heading and facts once loaded, a way
 * back to the list, and meanwhile a spinner or why it cannot be shown.
 */
export function AdminDetailPage<Record>({
  query,
  title,
  intro,
  back,
  notFound,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<Record>;
  title: (record: Record | undefined) => string;
  intro: (record: Record) => ReactNode;
  back: { to: string; label: string };
  notFound: string;
  loadingLabel: string;
  children: (record: Record) => ReactNode;
}) {
  const record = query.data;
  return (
    <AdminPage
      title={title(record)}
      intro={record && intro(record)}
      actions={
        <Link
          to={back.to}
          className="inline-flex min-h-10 items-center gap-2 font-semibold text-sea-700 hover:underline"
        >
          <ArrowLeft className="size-5" aria-hidden /> {back.label}
        </Link>
      }
    >
      <QueryState query={query} notFound={notFound} loadingLabel={loadingLabel}>
        {children}
      </QueryState>
    </AdminPage>
  );
}

/** What a query of the back office draws: its answer, or a spinner, or why it cannot be shown. */
export function QueryState<Answer>({
  query,
  notFound = 'Non trovato.',
  loadingLabel,
  children,
}: {
  query: UseQueryResult<Answer>;
  notFound?: string;
  loadingLabel: string;
  children: (answer: Answer) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    // A 401 is handled by the sign-in page taking over.
    if (isUnauthorized(query.error)) return null;
    return (
      <p role="alert" className={`${adminCard} text-navy-800`}>
        {query.error instanceof ApiError && query.error.status === 404
          ? notFound
          : query.error.message}
      </p>
    );
  }
  return (
    <div className="grid place-items-center py-16">
      <Spinner label={loadingLabel} />
    </div>
  );
}

/** A record's facts, a label over each value. */
export function FactList({
  lines,
  className,
}: {
  lines: [string, ReactNode][];
  className: string;
}) {
  return (
    <dl className={className}>
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-navy-600">{label}</dt>
          <dd className="font-semibold break-words text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
