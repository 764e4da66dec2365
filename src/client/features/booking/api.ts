import { useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookingRequest } from '#domain/booking-input.ts';
import { api, unwrap } from '../../lib/api.ts';
import { queryKeys, seatsTaken } from '../../lib/query-client.ts';
import { bookingSaved, keepTravellers } from '../../lib/booking-handoff.ts';

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

/** A new attempt's Idempotency-Key: 128 random bits as 32 hex digits (any page, even plain HTTP). */
function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a booking, the one way both the form and the payment page do it: the travellers stay
 * in the browser until the server has them, then the code is kept, the passport data leaves
 * and the trip's seat counts are read again. Each attempt to book has its Idempotency-Key, the
 * same while the visitor sends the same booking again (the connection may have dropped after
 * the server made it: it answers that booking), a new one once a booking is made or when the
 * form says something else.
 */
export function useCreateBooking() {
  const attempt = useRef<{ key: string; request: string } | null>(null);
  return useMutation({
    mutationFn: (request: BookingRequest) => {
      keepTravellers(request.travellers);
      const sent = JSON.stringify(request);
      if (attempt.current?.request !== sent)
        attempt.current = { key: newAttemptKey(), request: sent };
      return unwrap(
        api.bookings.$post({ json: request, header: { 'idempotency-key': attempt.current.key } }),
      );
    },
    onSuccess: (booking) => {
      attempt.current = null;
      bookingSaved(booking);
      void seatsTaken(booking.destinationId);
    },
  });
}

/** The visitor says the transfer is done ("Ho effettuato il bonifico"). */
export function declareTransfer(id: string) {
  return unwrap(api.bookings[':id']['payment-confirmation'].$post({ param: { id } }));
}
