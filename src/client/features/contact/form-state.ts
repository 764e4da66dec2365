import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EnquiryInput } from '#domain/enquiry-input.ts';

type TextField = Exclude<keyof EnquiryInput, 'consent'>;

/**
 * The server's answer to the form sent without JavaScript, drawn into the contact page: what
 * the visitor wrote, the message of each field to correct, or why sending failed otherwise.
 */
export type ContactFormState = {
  values: Partial<Record<TextField, string>> & { consent?: true };
  errors: Partial<Record<keyof EnquiryInput, string>>;
  /** Not the visitor's doing (too many enquiries, the service down): said above the form. */
  failure?: string;
};

const contactFormKey = ['contact-form'] as const;

/**
 * Carried with the page's API answers, so the browser hydrates the form the server drew with
 * the same state.
 */
export function carryContactForm(client: QueryClient, state: ContactFormState): void {
  client.setQueryData(contactFormKey, state);
}

/** The state this page was answered with, if it is the answer to a sent form. */
export function useContactFormState(): ContactFormState | undefined {
  const client = useQueryClient();
  const [state] = useState(() => client.getQueryData<ContactFormState>(contactFormKey));
  // Shown once: the contact page opened again later starts empty.
  useEffect(() => client.removeQueries({ queryKey: contactFormKey }), [client]);
  return state;
}
