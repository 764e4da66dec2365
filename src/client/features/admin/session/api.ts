import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { staffSignInSchema } from '#domain/staff.ts';
import type { StaffRole } from '#domain/staff-team.ts';
import { ApiError, api, unwrap } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { adminKeys } from '../admin-keys.ts';

export type Staff = { id: string; email: string; name: string; role: StaffRole };

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The signed-in staff member, or null when nobody is (a 401 is an answer, not a failure). */
export function useStaffSession() {
  return useQuery({
    queryKey: adminKeys.session,
    queryFn: async (): Promise<Staff | null> => {
      try {
        return (await unwrap(api.staff.session.$get())).staff;
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
  });
}

/**
 * A session can end while a page is open (expiry, sign-out in another tab): the first staff
 * call answered 401 turns the back office back into its sign-in page.
 */
export function useEndSessionOnUnauthorized() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (isUnauthorized(error)) queryClient.setQueryData(adminKeys.session, null);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] === adminKeys.all[0]
      ) {
        expire(event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/** Signing in or out: what the last account loaded is dropped, so nobody else sees it. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (staff: Staff | null) => {
    queryClient.removeQueries({
      queryKey: adminKeys.all,
      predicate: (query) => query.queryKey[1] !== adminKeys.session[1],
    });
    queryClient.setQueryData(adminKeys.session, staff);
  };
}

/** Signing in: the account's session starts and the page asked for opens in its place. */
export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (values: z.output<typeof staffSignInSchema>) =>
      unwrap(api.staff.session.$post({ json: values })),
    onSuccess: (result) => {
      if ('staff' in result) setSession(result.staff);
    },
  });
}

/** Signing out: the session ends on the server, then what it loaded and the page it was on. */
export function useSignOut() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  return useMutation({
    mutationFn: async () => {
      const status = await api.staff.session.$delete().then(
        (response): number => response.status,
        () => 0,
      );
      // 401: the session had already ended, which is what was asked for.
      if (status !== 204 && status !== 401) throw new Error('Uscita non riuscita');
    },
    onSuccess: () => {
      setSession(null);
      void navigate(paths.admin, { replace: true });
    },
  });
}

/** The sign-in's second step: the app's code or a recovery code. */
export function useSecondStep() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (code: string) =>
      unwrap(api.staff.session['second-step'].$post({ json: { code } })),
    onSuccess: ({ staff }) => setSession(staff),
  });
}
