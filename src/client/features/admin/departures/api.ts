import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffDeparture } from '#domain/backoffice.ts';
import type { DepartureChanges, NewDeparture } from '#domain/backoffice-input.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { seatsTaken } from '../../../lib/query-client.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** A page of departures from today on, of one trip or of all. */
export function useDepartureList({ destinationId, page }: { destinationId: string; page: number }) {
  return usePagedQuery(adminKeys.departureList({ destinationId, page }), () =>
    unwrap(
      api.staff.departures.$get({
        query: { page: String(page), ...(destinationId && { destinationId }) },
      }),
    ),
  );
}

/** A departure's own page: who travels, and its seats explained. */
export function useDepartureManifest(id: string) {
  return useQuery({
    queryKey: adminKeys.departure(id),
    queryFn: () => unwrap(api.staff.departures[':id'].$get({ param: { id } })),
  });
}

/** A departure's seats or dates changed: the lists here and the trip's public pages are stale. */
function useDeparturesChanged() {
  const queryClient = useQueryClient();
  return (departure: Pick<StaffDeparture, 'destinationId'>) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
    void seatsTaken(departure.destinationId);
  };
}

/** POST a new departure, all its seats free. */
export function useAddDeparture() {
  const changed = useDeparturesChanged();
  return useMutation({
    mutationFn: (values: NewDeparture) => unwrap(api.staff.departures.$post({ json: values })),
    onSuccess: changed,
  });
}

/** PATCH a departure; its seats and dates then change in the lists and on the public pages. */
export function useChangeDeparture(departure: StaffDeparture) {
  const changed = useDeparturesChanged();
  return useMutation({
    mutationFn: (changes: DepartureChanges) =>
      unwrap(api.staff.departures[':id'].$patch({ param: { id: departure.id }, json: changes })),
    onSuccess: () => changed(departure),
  });
}
