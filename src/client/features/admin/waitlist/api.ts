import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** The waitlist's answers, under the back office's keys (dropped at sign-out). */
const waitlistKey = [...adminKeys.all, 'waitlist'];

/** A page of the queues, of one departure or of all. */
export function useWaitlist({ departureId, page }: { departureId: string; page: number }) {
  return usePagedQuery([...waitlistKey, { departureId, page }], () =>
    unwrap(
      api.staff.waitlist.$get({
        query: { page: String(page), ...(departureId && { departureId }) },
      }),
    ),
  );
}

/** Removes a place from its queue; the list is read again. */
export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.staff.waitlist[':id'].$delete({ param: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}
