import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencySettingsInput } from '#domain/agency-settings-input.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';

/** The agency's settings as saved, with the version a save names. */
export function useAgencySettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: () => unwrap(api.staff.settings.$get()),
  });
}

/** PUT the settings with the version the form opened: 409 when a colleague saved meanwhile. */
export function useSaveAgencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AgencySettingsInput) => unwrap(api.staff.settings.$put({ json: values })),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.settings, saved),
  });
}
