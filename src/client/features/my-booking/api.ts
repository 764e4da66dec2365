import { useMutation, useQuery } from '@tanstack/react-query';
import type { MyBookingDocumentsResult } from '#domain/my-booking.ts';
import { ApiError, api, unwrap } from '../../lib/api.ts';
import { queryClient, queryKeys } from '../../lib/query-client.ts';

const myBookingApi = api['my-booking'][':token'];

/** The booking the private link opens. A wrong link (404) is not tried again. */
export function useMyBooking(token: string) {
  return useQuery({
    queryKey: queryKeys.myBooking(token),
    queryFn: () => unwrap(myBookingApi.$get({ param: { token } })),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** One traveller's two photos, for this booking; the answer is the booking as it now reads. */
export function useSendDocuments(token: string) {
  return useMutation({
    mutationFn: ({ form, traveller }: { form: FormData; traveller: number }) => {
      form.append('traveller', String(traveller));
      return unwrap<MyBookingDocumentsResult>(
        myBookingApi.documents.$post({ param: { token } }, { init: { body: form } }),
      );
    },
    onSuccess: (result) => queryClient.setQueryData(queryKeys.myBooking(token), result.booking),
  });
}

/** "Ho effettuato il bonifico" from the traveller's own page: the answer is the booking as it now reads. */
export function useDeclareTransfer(token: string) {
  return useMutation({
    mutationFn: () => unwrap(myBookingApi['payment-confirmation'].$post({ param: { token } })),
    onSuccess: (booking) => queryClient.setQueryData(queryKeys.myBooking(token), booking),
    // Refused (the hold ran out meanwhile, staff changed it): the page reads where it stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.myBooking(token) }),
  });
}
