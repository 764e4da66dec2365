import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PassportLinkRequest } from '#domain/passport-links.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';

/** The identity-check links made so far. */
export function usePassportLinks() {
  return useQuery({
    queryKey: adminKeys.passportLinks,
    queryFn: () => unwrap(api.staff['passport-links'].$get()),
  });
}

/** A new single-use link for a customer; the list then shows it. */
export function useCreatePassportLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PassportLinkRequest) =>
      unwrap(api.staff['passport-links'].$post({ json: values })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.passportLinks }),
  });
}
