import type { AuditAction } from '#domain/audit.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

export type AuditFilters = {
  staff: string;
  action: AuditAction | undefined;
  record: string;
  from: string;
  to: string;
  page: number;
};

/** A page of "Registro attività", newest first, as the filters narrow it. */
export function useAuditTrail({ staff, action, record, from, to, page }: AuditFilters) {
  return usePagedQuery(
    adminKeys.audit({ staff, action: action ?? '', record, from, to, page }),
    () =>
      unwrap(
        api.staff.audit.$get({
          query: {
            page: String(page),
            ...(staff && { staff }),
            ...(action && { action }),
            ...(record && { record }),
            ...(from && { from }),
            ...(to && { to }),
          },
        }),
      ),
  );
}
