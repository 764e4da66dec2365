import type { ReactNode } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Page } from '#domain/backoffice.ts';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isUnauthorized } from './session/api.ts';

/** One page of a staff list: the rows on screen stay while the next page or search loads. */
export function usePagedQuery<Answer extends Page<unknown>>(
  queryKey: QueryKey,
  queryFn: () => Promise<Answer>,
) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/**
 * What a list shows before it has rows: a spinner, the server's reason with a retry, or the
 * empty message. Returns null once there are rows to show.
 */
export function ListState({
  query,
  empty,
  loadingLabel,
}: {
  query: UseQueryResult<{ items: unknown[] }>;
  empty: string;
  loadingLabel: string;
}) {
  if (query.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    // A 401 is handled by the sign-in page taking over.
    if (isUnauthorized(query.error)) return null;
    return (
      <div
        role="alert"
        className="rounded-[var(--radius-card)] bg-white p-6 text-center shadow-[var(--shadow-card)]"
      >
        <p className="text-navy-800">{query.error.message}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void query.refetch()}>
          Riprova
        </Button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <p className="rounded-[var(--radius-card)] bg-white p-6 text-center text-navy-700 shadow-[var(--shadow-card)]">
        {empty}
      </p>
    );
  }
  return null;
}

/**
 * A back-office list: its state until there are rows, then the rows (drawn by the section)
 * and the pages.
 */
export function PagedList<Item>({
  query,
  empty,
  loadingLabel,
  onPage,
  children,
}: {
  query: UseQueryResult<Page<Item>>;
  empty: string;
  loadingLabel: string;
  onPage: (page: number) => void;
  children: (page: Page<Item>) => ReactNode;
}) {
  return (
    <>
      <ListState query={query} empty={empty} loadingLabel={loadingLabel} />
      {query.data && query.data.items.length > 0 && (
        <>
          {children(query.data)}
          <Pagination page={query.data} onPage={onPage} />
        </>
      )}
    </>
  );
}
