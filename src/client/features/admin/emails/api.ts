import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailState } from '#domain/emails.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** A page of the outbox, newest first, narrowed by state. */
export function useEmailList({ state, page }: { state: EmailState | undefined; page: number }) {
  return usePagedQuery(adminKeys.emailList({ state: state ?? '', page }), () =>
    unwrap(api.staff.emails.$get({ query: { page: String(page), ...(state && { state }) } })),
  );
}

/**
 * One message as it was rendered: HTML and plain text. A pending one usually leaves within
 * seconds (after "Reinvia", say), so its page follows it until then.
 */
export function useEmail(id: string) {
  return useQuery({
    queryKey: adminKeys.email(id),
    queryFn: () => unwrap(api.staff.emails[':id'].$get({ param: { id } })),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 5_000 : false),
  });
}

/** "Reinvia": the message shows its new state at once and the lists are read again. */
export function useResendEmail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.staff.emails[':id'].resend.$post({ param: { id } })),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminKeys.email(id), updated);
      void queryClient.invalidateQueries({ queryKey: adminKeys.emails });
    },
  });
}
