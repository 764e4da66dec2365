import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffEnquiry } from '#domain/backoffice.ts';
import type { EnquiryAnswer, EnquiryChange, EnquiryFilter } from '#domain/enquiry-handling.ts';
import { api, unwrap } from '../../../lib/api.ts';
import { adminKeys } from '../admin-keys.ts';
import { usePagedQuery } from '../paged-list.tsx';

/** A page of what visitors wrote with the contact form, newest first, narrowed by state. */
export function useEnquiries({ page, state }: { page: number; state: EnquiryFilter | undefined }) {
  return usePagedQuery(adminKeys.enquiryList({ page, state: state ?? '' }), () =>
    unwrap(api.staff.enquiries.$get({ query: { page: String(page), ...(state && { state }) } })),
  );
}

/** A change to one enquiry: the lists and "Oggi" are read again. */
function useEnquiryChange<Input>(change: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await unwrap(change(input))) as StaffEnquiry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.enquiries });
      void queryClient.invalidateQueries({ queryKey: adminKeys.today });
    },
  });
}

export const useChangeEnquiry = (id: string) =>
  useEnquiryChange((json: EnquiryChange) =>
    api.staff.enquiries[':id'].$patch({ param: { id }, json }),
  );
export const useAddEnquiryNote = (id: string) =>
  useEnquiryChange((text: string) =>
    api.staff.enquiries[':id'].notes.$post({ param: { id }, json: { text } }),
  );
export const useAnswerEnquiry = (id: string) =>
  useEnquiryChange((json: EnquiryAnswer) =>
    api.staff.enquiries[':id'].answer.$post({ param: { id }, json }),
  );
