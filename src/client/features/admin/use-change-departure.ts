import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDeparture } from '#domain/backoffice.ts';
import type { DepartureChanges } from '#domain/backoffice-input.ts';
import { api, unwrap } from '../../lib/api.ts';
import { seatsTaken } from '../../lib/query-client.ts';
import { adminKeys } from './admin-keys.ts';

/** PATCH a departure; its seats and dates then change in the lists and on the public pages. */
export function useChangeDeparture(departure: StaffDeparture) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DepartureChanges) =>
      unwrap(api.staff.departures[':id'].$patch({ param: { id: departure.id }, json: changes })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
      void seatsTaken(departure.destinationId);
    },
  });
}
