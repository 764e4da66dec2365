import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import type {
  BookingAttention,
  DocumentReviewInput,
  StaffSaleOutput,
  TravellerSwap,
} from '#domain/backoffice-input.ts';
import type { TravellerCorrection } from '#domain/booking-history.ts';
import type { IsoDate } from '#domain/calendar.ts';
import type { BookingStatus } from '#domain/booking-status.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { seatsTaken } from '../../../lib/query-client.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** A page of bookings found by text, narrowed by status and by what needs doing. */
export function useBookingList({
  search,
  status,
  attention,
  page,
}: {
  search: string;
  status: BookingStatus | undefined;
  attention: BookingAttention | undefined;
  page: number;
}) {
  return usePagedQuery(
    adminKeys.bookingList({ search, status: status ?? '', attention: attention ?? '', page }),
    () =>
      unwrap(
        api.staff.bookings.$get({
          query: {
            page: String(page),
            ...(search && { search }),
            ...(status && { status }),
            ...(attention && { attention }),
          },
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

/** The booking's page shows the answer at once; the lists (filters, deadlines) are read again. */
function useShowChange(id: string) {
  const queryClient = useQueryClient();
  return (updated: StaffBookingDetail) => {
    queryClient.setQueryData(adminKeys.booking(id), updated);
    void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
  };
}

/**
 * Deposit received, or cancellation: the booking shows its new state at once, the lists are
 * read again and, when seats are released, so are the departures here and on the public pages.
 */
export function useBookingAction(id: string) {
  const queryClient = useQueryClient();
  const show = useShowChange(id);
  return useMutation({
    mutationFn: (action: BookingAction) => {
      const booked = api.staff.bookings[':id'];
      const param = { id };
      return unwrap(
        action === 'deposit' ? booked.deposit.$post({ param }) : booked.cancel.$post({ param }),
      );
    },
    onSuccess: (updated, action) => {
      show(updated);
      if (action === 'cancel') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
        void seatsTaken(updated.destinationId);
      }
    },
  });
}

/** "Estendi": the seats stay held `hours` longer (from now, or from the current end if later). */
export function useExtendHold(id: string) {
  return useMutation({
    mutationFn: (hours: number) =>
      unwrap(api.staff.bookings[':id'].hold.$post({ param: { id }, json: { hours } })),
    onSuccess: useShowChange(id),
  });
}

/** "Registra saldo": the balance arrived on `paidOn`; the booking reads paid in full. */
export function useRecordBalance(id: string) {
  return useMutation({
    mutationFn: (paidOn: IsoDate) =>
      unwrap(api.staff.bookings[':id'].balance.$post({ param: { id }, json: { paidOn } })),
    onSuccess: useShowChange(id),
  });
}

/**
 * "Annulla insieme": the booking and the other unpaid ones its page lists, all or none. Every
 * booking page and list is read again, and the departures of every trip whose seats came back.
 */
export function useCancelTogether(booking: StaffBookingDetail) {
  const queryClient = useQueryClient();
  const together = [booking, ...booking.othersUnpaid];
  return useMutation({
    mutationFn: () =>
      unwrap(api.staff.bookings.cancel.$post({ json: { ids: together.map((other) => other.id) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
      for (const { id } of together) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.booking(id) });
      }
      for (const trip of new Set(together.map((other) => other.destinationId))) {
        void seatsTaken(trip);
      }
    },
  });
}

/** "Correggi dati": a traveller's name, birth date or passport, kept in the booking's history. */
export function useCorrectTraveller(id: string, index: number) {
  const queryClient = useQueryClient();
  const show = useShowChange(id);
  return useMutation({
    mutationFn: (correction: TravellerCorrection) =>
      unwrap(
        api.staff.bookings[':id'].travellers[':index'].$patch({
          param: { id, index: String(index) },
          json: correction,
        }),
      ),
    onSuccess: (updated) => {
      show(updated);
      // The departure's page and its passenger lists show the names as corrected.
      if (updated.travelDateId)
        void queryClient.invalidateQueries({ queryKey: adminKeys.departure(updated.travelDateId) });
    },
  });
}

/** "Nuova prenotazione": a sale at the desk or by phone; the lists and the departures follow. */
export function useRecordSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sale: StaffSaleOutput) => unwrap(api.staff.bookings.$post({ json: sale })),
    onSuccess: (booking) => {
      queryClient.setQueryData(adminKeys.booking(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
      void seatsTaken(booking.destinationId);
    },
  });
}

/** "Aggiungi nota": a note for colleagues, shown at once in the booking's history. */
export function useAddNote(id: string) {
  return useMutation({
    mutationFn: (text: string) =>
      unwrap(api.staff.bookings[':id'].notes.$post({ param: { id }, json: { text } })),
    onSuccess: useShowChange(id),
  });
}

/** "Invia di nuovo": the link to the booking's page, e-mailed to the lead traveller again. */
export function useSendBookingLink(id: string) {
  return useMutation({
    mutationFn: () => unwrap(api.staff.bookings[':id'].link.send.$post({ param: { id } })),
    onSuccess: useShowChange(id),
  });
}

/** A new link to the booking's page for staff to copy; its line joins the booking's history. */
export function useMakeBookingLink(id: string) {
  const show = useShowChange(id);
  return useMutation({
    mutationFn: () => unwrap(api.staff.bookings[':id'].link.$post({ param: { id } })),
    onSuccess: ({ booking }) => show(booking),
  });
}

/** "Verificato" or "Da rifare" on one of the booking's documents; the booking shows it at once. */
export function useReviewDocument(bookingId: string, documentId: string) {
  const queryClient = useQueryClient();
  const show = useShowChange(bookingId);
  return useMutation({
    mutationFn: (review: DocumentReviewInput) =>
      unwrap(api.staff.documents[':id'].review.$post({ param: { id: documentId }, json: review })),
    onSuccess: (updated) => {
      show(updated);
      // The departure's page counts the documents still missing.
      void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
    },
  });
}

/** "Cambia aeroporto": the booking leaves from another airport of its trip. */
export function useChangeAirport(id: string) {
  return useMutation({
    mutationFn: (airport: string) =>
      unwrap(api.staff.bookings[':id'].airport.$put({ param: { id }, json: { airport } })),
    onSuccess: useShowChange(id),
  });
}

/** "Registra acconto": part of the balance arrived on `paidOn`; the rest is what it asks now. */
export function useRecordInstalment(id: string) {
  return useMutation({
    mutationFn: (instalment: { amount: number; paidOn: IsoDate }) =>
      unwrap(api.staff.bookings[':id'].instalments.$post({ param: { id }, json: instalment })),
    onSuccess: useShowChange(id),
  });
}

/** "Sostituisci": another person in a traveller's place; their documents are asked again. */
export function useReplaceTraveller(id: string, index: number) {
  const queryClient = useQueryClient();
  const show = useShowChange(id);
  return useMutation({
    mutationFn: (traveller: TravellerSwap) =>
      unwrap(
        api.staff.bookings[':id'].travellers[':index'].$put({
          param: { id, index: String(index) },
          json: traveller,
        }),
      ),
    onSuccess: (updated) => {
      show(updated);
      void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
    },
  });
}
