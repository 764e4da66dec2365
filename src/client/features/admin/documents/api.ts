import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** A page of the passport photos and selfies visitors uploaded, newest first. */
export function useDocuments(page: number) {
  return usePagedQuery(adminKeys.documents(page), () =>
    unwrap(api.staff.documents.$get({ query: { page: String(page) } })),
  );
}

/** The stored image, sent only with a staff session (the cookie goes with the request). */
export function documentFileUrl(id: string): string {
  return `/api/staff/documents/${encodeURIComponent(id)}/file`;
}
