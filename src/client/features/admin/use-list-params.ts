import { useSearchParams } from 'react-router';

/**
 * A list's filters and page live in the address (`?status=confirmed&page=2`), so the back
 * button, a reload or a shared link come back to the same rows.
 */
export function useListParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;

  const update = (changes: Record<string, string>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace },
    );

  return {
    page,
    filters,
    /** Each page is a step back can return to. */
    setPage: (next: number) => update({ page: next > 1 ? String(next) : '' }, false),
    /** A changed filter starts from the first page; typing does not pile up history. */
    setFilter: (name: Name, value: string) => update({ [name]: value, page: '' }, true),
  };
}
