import { firstNameOf } from '#domain/words.ts';
import type { Enquiry } from '#domain/enquiry-input.ts';
import { officeHoursLines } from '#domain/office-hours.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import {
  Action,
  Facts,
  Layout,
  Paragraph,
  Quote,
  SignOff,
  Title,
  Written,
  type Fact,
} from '../layout.tsx';

/** An enquiry from the contact form, with the trip's title when it names one. */
export type MailEnquiry = Enquiry & { destinationTitle: string | null };

export function EnquiryReceivedAgency({
  enquiry,
  site,
  backOfficeUrl,
}: {
  enquiry: MailEnquiry;
  site: SiteConfig;
  backOfficeUrl: string;
}) {
  const facts: Fact[] = [
    { label: 'Nome', value: enquiry.name },
    { label: 'Email', value: enquiry.email },
    ...(enquiry.phone ? [{ label: 'Telefono', value: enquiry.phone }] : []),
    ...(enquiry.destinationTitle ? [{ label: 'Viaggio', value: enquiry.destinationTitle }] : []),
    ...(enquiry.travelDate ? [{ label: 'Date', value: enquiry.travelDate }] : []),
    ...(enquiry.airport ? [{ label: 'Aeroporto', value: enquiry.airport }] : []),
  ];
  return (
    <Layout site={site} preview={`${enquiry.name}: ${enquiry.message.slice(0, 90)}`}>
      <Title>Nuova richiesta dal sito</Title>
      <Paragraph>
        {enquiry.name} ha scritto dal modulo contatti. Rispondendo a questa email rispondi
        direttamente a {enquiry.email}.
      </Paragraph>
      <Quote>{enquiry.message}</Quote>
      <Facts title="Chi scrive" facts={facts} />
      <Action href={backOfficeUrl}>Apri le richieste</Action>
    </Layout>
  );
}

/**
 * To the visitor, a short acknowledgement. It repeats nothing the visitor typed but the name,
 * so the form cannot be used to send someone else a text of one's choice.
 */
/** Staff's answer to an enquiry, as they wrote it, with the visitor's own words under it. */
export function EnquiryAnswer({
  enquiry,
  text,
  site,
}: {
  enquiry: { name: string; message: string };
  text: string;
  site: SiteConfig;
}) {
  return (
    <Layout site={site} preview={text.slice(0, 120)}>
      <Paragraph>Ciao {firstNameOf(enquiry.name)},</Paragraph>
      <Written text={text} />
      <Paragraph>Il tuo messaggio:</Paragraph>
      <Quote>{enquiry.message}</Quote>
      <Paragraph>Per qualsiasi altra domanda rispondi pure a questa e-mail.</Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}

export function EnquiryAcknowledged({ enquiry, site }: { enquiry: MailEnquiry; site: SiteConfig }) {
  return (
    <Layout site={site} preview="Abbiamo ricevuto il tuo messaggio: ti rispondiamo al più presto.">
      <Title>Grazie per averci scritto!</Title>
      <Paragraph>
        Ciao {firstNameOf(enquiry.name)}, abbiamo ricevuto il tuo messaggio: una persona del nostro
        team ti risponde al più presto, negli orari d&apos;ufficio ({officeHoursLines.join(', ')}).
      </Paragraph>
      <Paragraph>Se hai fretta, chiamaci al {site.contactPhone}.</Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}
