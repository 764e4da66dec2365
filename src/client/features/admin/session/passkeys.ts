import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSecurity } from '#domain/second-factor.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { useSetSession, type Staff } from './api.ts';

/*
 * Passkeys in the browser (@simplewebauthn/browser): the site's options go to the device, its
 * answer back to the site, which checks it. The device's own refusals become a sentence.
 */

/** What the member reads when the device did not answer: cancelled, timed out, unsupported. */
export function passkeyFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'Operazione annullata o scaduta sul dispositivo: riprova quando vuoi.';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'Questo dispositivo ha già una passkey per il tuo account.';
  return error instanceof Error && error.message
    ? error.message
    : 'La passkey non ha risposto: riprova.';
}

/** "Accedi con una passkey", alone or as the second step after the password. */
export function usePasskeySignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await unwrap(api.staff.session.passkey.options.$post());
      const response = await startAuthentication({
        optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      });
      return unwrap(api.staff.session.passkey.$post({ json: { challengeId, response } }));
    },
    onSuccess: ({ staff }) => setSession(staff),
  });
}

/** What adding a factor answers: the account's security, the codes once, the member. */
export type FactorAdded = {
  security: AccountSecurity;
  recoveryCodes: string[] | null;
  staff: Staff;
};

/** "Aggiungi una passkey": the device makes one for this site and the account. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<FactorAdded> => {
      const { challengeId, options } = await unwrap(
        api.staff['second-factor'].passkeys.options.$post(),
      );
      const response = await startRegistration({
        optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
      });
      return (await unwrap(
        api.staff['second-factor'].passkeys.$post({ json: { challengeId, name, response } }),
      )) as FactorAdded;
    },
    onSuccess: ({ security }) => queryClient.setQueryData(adminKeys.security, security),
  });
}
