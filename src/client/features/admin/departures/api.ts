import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffDeparture, StaffDepartureManifest } from '#domain/backoffice.ts';
import type {
  DepartureChanges,
  DepartureMessageInput,
  NewDeparture,
} from '#domain/backoffice-input.ts';
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

/**
 * "Conferma partenza" and "Annulla partenza": the page shows the answer at once; the lists, the
 * bookings (cancelled with it) and the trip's public pages are read again.
 */
export function useDepartureFate(id: string) {
  const queryClient = useQueryClient();
  const changed = useDeparturesChanged();
  const show = (manifest: StaffDepartureManifest) => {
    queryClient.setQueryData(adminKeys.departure(id), manifest);
    changed(manifest.departure);
    void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
  };
  const departure = api.staff.departures[':id'];
  return {
    confirm: useMutation({
      mutationFn: () => unwrap(departure.confirm.$post({ param: { id } })),
      onSuccess: show,
    }),
    cancel: useMutation({
      mutationFn: (reason: string) =>
        unwrap(departure.cancel.$post({ param: { id }, json: { reason } })),
      onSuccess: show,
    }),
  };
}

/** "Registra rimborso": a booking of the cancelled departure paid back to `iban`. */
export function useRecordRefund(departureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, iban }: { bookingId: string; iban: string }) =>
      unwrap(api.staff.bookings[':id'].refund.$post({ param: { id: bookingId }, json: { iban } })),
    onSuccess: (booking) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.departure(departureId) });
      queryClient.setQueryData(adminKeys.booking(booking.id), booking);
    },
  });
}

/** A message to the departure's travellers; the page shows it at once with its deliveries. */
export function useSendDepartureMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: DepartureMessageInput) =>
      unwrap(api.staff.departures[':id'].messages.$post({ param: { id }, json: message })),
    onSuccess: (manifest) => queryClient.setQueryData(adminKeys.departure(id), manifest),
  });
}
