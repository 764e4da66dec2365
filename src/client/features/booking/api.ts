import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookingRequest } from '#domain/booking-input.ts';
import { api, unwrap } from '../../lib/api.ts';
import { queryKeys, seatsTaken } from '../../lib/query-client.ts';
import { bookingSaved, keepTravellers } from './booking-handoff.ts';

/** A stored booking by its code (none without one). */
export function fetchBooking(id: string) {
  return unwrap(api.bookings[':id'].$get({ param: { id } }));
}

export function useBooking(id: string | null) {
  return useQuery({
    queryKey: queryKeys.booking(id),
    queryFn: () => fetchBooking(id!),
    enabled: Boolean(id),
  });
}

/**
 * Sends a booking, the one way both the form and the payment page do it: the travellers stay
 * in the browser until the server has them, then the code is kept, the passport data leaves
 * and the trip's seat counts are read again.
 */
export function useCreateBooking() {
  return useMutation({
    mutationFn: (request: BookingRequest) => {
      keepTravellers(request.travellers);
      return unwrap(api.bookings.$post({ json: request }));
    },
    onSuccess: (booking) => {
      bookingSaved(booking);
      void seatsTaken(booking.destinationId);
    },
  });
}

/** The visitor says the transfer is done ("Ho effettuato il bonifico"). */
export function declareTransfer(id: string) {
  return unwrap(api.bookings[':id']['payment-confirmation'].$post({ param: { id } }));
}
