import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-client.ts';

const changeApi = api['waitlist-changes'][':token'];

/**
 * What the link's repeat sign-up asks to change. A refusal (wrong, used or expired link) is the
 * answer, not a failure to try again; the page offers "Riprova" for the rest.
 */
export function useWaitlistChange(token: string) {
  return useQuery({
    queryKey: queryKeys.waitlistChange(token),
    queryFn: () => unwrap(changeApi.$get({ param: { token } })),
    retry: false,
  });
}

/** "Conferma la modifica": applies it, once; the answer has the place in the queue. */
export function useConfirmWaitlistChange(token: string) {
  return useMutation({
    mutationFn: () => unwrap(changeApi.confirmation.$post({ param: { token } })),
  });
}
