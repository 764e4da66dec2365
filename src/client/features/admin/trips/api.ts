import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { CategoryId, TripState } from '#domain/catalogue.ts';
import type { NewPackage, PackageInput, RepriceInput, TripInput } from '#domain/trip-input.ts';
import { api, unwrap, unwrapEmpty } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-client.ts';
import { adminKeys } from '../admin-keys.ts';

/** Every trip, in listing order, with its state, next departure and last edit. */
export function useTripList() {
  return useQuery({
    queryKey: adminKeys.trips,
    queryFn: () => unwrap(api.staff.trips.$get()),
  });
}

/**
 * "Sposta su", "Sposta giù": the listing's order, every trip first to last; the site's listing
 * and home follow within seconds.
 */
export function useOrderTrips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => unwrap(api.staff.trips.order.$put({ json: { keys } })),
    onSuccess: (list) => queryClient.setQueryData(adminKeys.trips, list),
  });
}

const fetchTrip = (key: string) => unwrap(api.staff.trips[':key'].$get({ param: { key } }));

/** One trip as the editor opens it, with its history. */
export function useTrip(key: string, enabled = true) {
  return useQuery({ queryKey: adminKeys.trip(key), queryFn: () => fetchTrip(key), enabled });
}

/** "Ricarica": the trip as it is saved now, whatever this browser last read. */
export function useReloadTrip(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchTrip(key),
    onSuccess: (latest) => queryClient.setQueryData(adminKeys.trip(key), latest),
  });
}

/**
 * A trip was saved: the editor holds the server's answer, the list and the public pages'
 * answers this browser keeps are stale.
 */
function useTripSaved() {
  const queryClient = useQueryClient();
  return (saved: StaffTrip) => {
    queryClient.setQueryData(adminKeys.trip(saved.trip.key), saved);
    void queryClient.invalidateQueries({ queryKey: adminKeys.trips });
    void queryClient.invalidateQueries({ queryKey: queryKeys.destination(saved.trip.id) });
  };
}

/** POST a new draft. */
export function useCreateTrip() {
  const saved = useTripSaved();
  return useMutation({
    mutationFn: (values: TripInput) => unwrap(api.staff.trips.$post({ json: values })),
    onSuccess: saved,
  });
}

/** PUT the trip with the version the editor opened: 409 when a colleague saved meanwhile. */
export function useSaveTrip(key: string) {
  const saved = useTripSaved();
  return useMutation({
    mutationFn: (values: TripInput) =>
      unwrap(api.staff.trips[':key'].$put({ param: { key }, json: values })),
    onSuccess: saved,
  });
}

/**
 * "Salva come bozza" on a published trip: the edits wait for its next version, previewed by
 * staff, while visitors see the published one.
 */
export function useSavePendingEdits(key: string) {
  const saved = useTripSaved();
  return useMutation({
    mutationFn: (values: TripInput) =>
      unwrap(api.staff.trips[':key'].pending.$put({ param: { key }, json: values })),
    onSuccess: saved,
  });
}

/** "Pubblica le modifiche" or "Scarta le modifiche": the prepared edits go live, or go. */
export function usePendingEdits(key: string) {
  const saved = useTripSaved();
  return useMutation({
    mutationFn: ({ version, action }: { version: number; action: 'publish' | 'discard' }) => {
      const pending = api.staff.trips[':key'].pending;
      const call = action === 'publish' ? pending.publish : pending.discard;
      return unwrap(call.$post({ param: { key }, json: { version } }));
    },
    onSuccess: saved,
  });
}

/** "Pubblica", "Archivia", "Riporta in bozza". */
export function useTripState(key: string) {
  const saved = useTripSaved();
  return useMutation({
    mutationFn: (change: { version: number; state: TripState }) =>
      unwrap(api.staff.trips[':key'].state.$post({ param: { key }, json: change })),
    onSuccess: saved,
  });
}

/** "Ripristina": a previous save brought back as a new one. */
export function useRestoreTrip(key: string) {
  const saved = useTripSaved();
  return useMutation({
    mutationFn: (restore: { version: number; changeId: string }) =>
      unwrap(api.staff.trips[':key'].restore.$post({ param: { key }, json: restore })),
    onSuccess: saved,
  });
}

/** "Duplica": a draft copy of the saved trip, at the address staff chose. */
export function useDuplicateTrip(key: string) {
  const saved = useTripSaved();
  return useMutation({
    mutationFn: (slug: string) =>
      unwrap(api.staff.trips[':key'].duplicate.$post({ param: { key }, json: { slug } })),
    onSuccess: saved,
  });
}

/**
 * "Cambia i prezzi": which departures would change (`apply` false), or the change made; then the
 * price visitors see is read again.
 */
export function useRepriceTrip(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RepriceInput) =>
      unwrap(api.staff.trips[':key'].reprice.$post({ param: { key }, json: input })),
    onSuccess: ({ applied }) => {
      if (!applied) return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.trip(key) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.trips });
      void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });
}

/** "Elimina": only a trip without departures or bookings. */
export function useDeleteTrip(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapEmpty(api.staff.trips[':key'].$delete({ param: { key } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.trip(key) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.trips });
    },
  });
}

/** The packages, in the site's order. */
export function usePackageList() {
  return useQuery({
    queryKey: adminKeys.packages,
    queryFn: () => unwrap(api.staff.packages.$get()),
  });
}

/** PUT a package with the version its form opened. */
export function useSavePackage(id: CategoryId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PackageInput) =>
      unwrap(api.staff.packages[':id'].$put({ param: { id }, json: values })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.packages });
      void queryClient.invalidateQueries({ queryKey: adminKeys.trips });
    },
  });
}

/** "Nuovo pacchetto": last in the site's order; every editor's choice of package lists it. */
export function useAddPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewPackage) => unwrap(api.staff.packages.$post({ json: values })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.packages }),
  });
}

/** "Elimina pacchetto": refused (409) while a trip is filed under it. */
export function useDeletePackage(id: CategoryId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapEmpty(api.staff.packages[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.packages }),
  });
}

/** The areas a trip can be filed under, in the filter's order. */
export function useAreas() {
  return useQuery({
    queryKey: adminKeys.areas,
    queryFn: async () => (await unwrap(api.staff.areas.$get())).areas,
  });
}

/** A new area: every editor's list shows it, the listing once a published trip is in it. */
export function useAddArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await unwrap(api.staff.areas.$post({ json: { name } }))).area,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.areas }),
  });
}
