import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSecurity, SecondStep } from '#domain/second-factor.ts';
import type { OwnSession, StaffInvitationInput, StaffRole, Team } from '#domain/staff-team.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { useSetSession, type Staff } from '../session/api.ts';
import type { FactorAdded } from '../session/passkeys.ts';

/** "Team": the members and the invitations waiting. */
export function useTeam() {
  return useQuery({ queryKey: adminKeys.team, queryFn: () => unwrap(api.staff.team.$get()) });
}

/** Every change to the team answers the team as it now is. */
function useTeamChange<Input>(change: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await unwrap(change(input))) as Team,
    onSuccess: (team) => queryClient.setQueryData(adminKeys.team, team),
  });
}

export const useInvite = () =>
  useTeamChange((json: Required<StaffInvitationInput>) =>
    api.staff.team.invitations.$post({ json }),
  );
export const useResendInvitation = () =>
  useTeamChange((id: string) => api.staff.team.invitations[':id'].send.$post({ param: { id } }));
export const useRevokeInvitation = () =>
  useTeamChange((id: string) => api.staff.team.invitations[':id'].$delete({ param: { id } }));
export const useChangeRole = () =>
  useTeamChange(({ id, role }: { id: string; role: StaffRole }) =>
    api.staff.team.members[':id'].role.$put({ param: { id }, json: { role } }),
  );
export const useDisableMember = () =>
  useTeamChange((id: string) => api.staff.team.members[':id'].disable.$post({ param: { id } }));
/** The owner requires (or not) a second factor of every member. */
export const useRequireSecondFactor = () =>
  useTeamChange((required: boolean) =>
    api.staff.team['second-factor'].$put({ json: { required } }),
  );
export const useEnableMember = () =>
  useTeamChange((id: string) => api.staff.team.members[':id'].enable.$post({ param: { id } }));

/** "Il tuo account": who is signed in, and their sessions. */
export function useAccount() {
  return useQuery({
    queryKey: adminKeys.account,
    queryFn: () =>
      unwrap(api.staff.account.$get()) as Promise<{ staff: Staff; sessions: OwnSession[] }>,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { currentPassword: string; newPassword: string }) =>
      unwrap(api.staff.account.password.$put({ json })),
    // Without the other sessions, which have ended.
    onSuccess: (account) => queryClient.setQueryData(adminKeys.account, account),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.staff.account.sessions[':id'].$delete({ param: { id } })),
    onSuccess: (account) => queryClient.setQueryData(adminKeys.account, account),
  });
}

/** An invitation's link, before the password: whom it is for. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => unwrap(api.staff.session.invitations[':token'].$get({ param: { token } })),
    retry: false,
  });
}

/** The password chosen through a link (an invitation's or a reset's): signed in at once. */
export function useChoosePassword(kind: 'invitations' | 'password-reset', token: string) {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(
        api.staff.session[kind][':token'].$post({ param: { token }, json: { password } }),
      ) as Promise<{ staff: Staff } | { secondStep: SecondStep }>,
    // With a second factor the password opens only the second step, which the page shows.
    onSuccess: (result) => {
      if ('staff' in result) setSession(result.staff);
    },
  });
}

/** "Accesso in due passaggi" on one's account. */
export function useAccountSecurity() {
  return useQuery({
    queryKey: adminKeys.security,
    queryFn: () => unwrap(api.staff['second-factor'].$get()) as Promise<AccountSecurity>,
  });
}

/** A change of one's second factors that answers the account's security as it now is. */
function useSecurityChange<
  Input,
  Answer extends { security: AccountSecurity } = { security: AccountSecurity },
>(change: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await unwrap(change(input))) as Answer,
    onSuccess: ({ security }) => queryClient.setQueryData(adminKeys.security, security),
  });
}

export const useRemovePasskey = () =>
  useSecurityChange(({ id, password }: { id: string; password: string }) =>
    api.staff['second-factor'].passkeys[':id'].remove.$post({ param: { id }, json: { password } }),
  );

/** "Configura un'app di autenticazione": the secret to scan, kept aside until confirmed. */
export function useStartApp() {
  return useMutation({
    mutationFn: () =>
      unwrap(api.staff['second-factor'].app.$post()) as Promise<{ secret: string; uri: string }>,
  });
}

export const useConfirmApp = () =>
  useSecurityChange<string, FactorAdded>((code) =>
    api.staff['second-factor'].app.$put({ json: { code } }),
  );

export const useRemoveApp = () =>
  useSecurityChange((password: string) =>
    api.staff['second-factor'].app.remove.$post({ json: { password } }),
  );

export const useRenewRecoveryCodes = () =>
  useSecurityChange<string, { security: AccountSecurity; recoveryCodes: string[] }>((password) =>
    api.staff['second-factor']['recovery-codes'].$post({ json: { password } }),
  );

/** "Password dimenticata?": the answer is the same for any address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.staff.session['password-reset'].$post({ json: { email } })),
  });
}
