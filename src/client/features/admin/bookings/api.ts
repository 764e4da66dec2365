import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus } from '#domain/booking-status.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { seatsTaken } from '../../../lib/query-client.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** A page of bookings, newest first, found by text and narrowed by status. */
export function useBookingList({
  search,
  status,
  page,
}: {
  search: string;
  status: BookingStatus | undefined;
  page: number;
}) {
  return usePagedQuery(adminKeys.bookingList({ search, status: status ?? '', page }), () =>
    unwrap(
      api.staff.bookings.$get({
        query: { page: String(page), ...(search && { search }), ...(status && { status }) },
      }),
    ),
  );
}

/** One booking in full: travellers, documents, amounts. */
export function useBooking(id: string) {
  return useQuery({
    queryKey: adminKeys.booking(id),
    queryFn: () => unwrap(api.staff.bookings[':id'].$get({ param: { id } })),
  });
}

export type BookingAction = 'deposit' | 'cancel';

/**
 * Deposit received, or cancellation: the booking shows its new state at once, the lists are
 * read again and, when seats are released, so are the departures here and on the public pages.
 */
export function useBookingAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingAction) => {
      const booked = api.staff.bookings[':id'];
      const param = { id };
      return unwrap(
        action === 'deposit' ? booked.deposit.$post({ param }) : booked.cancel.$post({ param }),
      );
    },
    onSuccess: (updated, action) => {
      queryClient.setQueryData(adminKeys.booking(id), updated);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
      if (action === 'cancel') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
        void seatsTaken(updated.destinationId);
      }
    },
  });
}
