import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** A page of what visitors wrote with the contact form, newest first. */
export function useEnquiries(page: number) {
  return usePagedQuery(adminKeys.enquiries(page), () =>
    unwrap(api.staff.enquiries.$get({ query: { page: String(page) } })),
  );
}
