import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { isInquiry } from '#domain/booking-status.ts';
import { bookingCode } from '#domain/booking.ts';
import type { DocumentType } from '#domain/documents.ts';
import type { EmailKind } from '#domain/emails.ts';
import type { Enquiry } from '#domain/enquiry-input.ts';
import { siteLink, staffPaths } from '#domain/site-paths.ts';
import type { Config } from '../config.ts';
import type { OutboxMessage } from '../repositories/outbox.ts';
import { bookingPageLink, type PrivateLink } from './private-links.ts';
import {
  BookingReceivedAgency,
  DocumentsUploadedAgency,
  TransferDeclaredAgency,
} from './templates/agency-notices.tsx';
import { BookingCancelled } from './templates/booking-cancelled.tsx';
import { BookingLink } from './templates/booking-link.tsx';
import { DocumentRedo } from './templates/document-redo.tsx';
import { fullName, type MailBooking } from './templates/booking-facts.tsx';
import { BookingReceived } from './templates/booking-received.tsx';
import { DepositRecorded } from './templates/deposit-recorded.tsx';
import { DocumentsReceived, TransferDeclared } from './templates/receipts.tsx';
import { EnquiryAcknowledged, EnquiryAnswer, EnquiryReceivedAgency } from './templates/enquiry.tsx';

/**
 * One function per e-mail of the site: from the domain's data to the outbox's message, rendered
 * (HTML and plain text). Routes and jobs write the result with `enqueue(trx, …, now)` inside the
 * transaction of the change. The booking's clock has its own files beside this one
 * (hold-messages.tsx, balance-messages.tsx, waitlist-messages.tsx), built with `composeMessage`.
 */

export type { MailBooking };
/** What the messages read of the configuration: the agency, and where notices and links go. */
export type MailSettings = Pick<Config, 'site' | 'mail'>;

/** Renders a template as the outbox's message: HTML and plain text. */
export async function composeMessage(
  template: ReactElement,
  fields: {
    kind: EmailKind;
    recipient: string;
    subject: string;
    replyTo?: string;
    bookingId?: string;
    /** The private link the template's address holds the placeholder of (private-links.ts). */
    privateLink?: PrivateLink;
  },
): Promise<OutboxMessage> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return {
    kind: fields.kind,
    recipient: fields.recipient,
    subject: fields.subject,
    html,
    // The letterhead's layout tables leave runs of empty lines in the plain text.
    text: text.replace(/\n{3,}/g, '\n\n'),
    replyTo: fields.replyTo ?? null,
    bookingId: fields.bookingId ?? null,
    privateLink: fields.privateLink ?? null,
  };
}

/** The booking in the back office, for the agency's notices. */
export const backOfficeBooking = (booking: MailBooking, settings: MailSettings) =>
  siteLink(settings.mail.siteUrl, staffPaths.booking(booking.id));

/** A booking was made: the summary and the transfer to the traveller, a notice to the agency. */
export async function bookingReceivedMessages(
  booking: MailBooking,
  settings: MailSettings,
): Promise<OutboxMessage[]> {
  const { site, mail } = settings;
  const code = bookingCode(booking.id);
  const inquiry = isInquiry(booking.status);
  const page = bookingPageLink(booking.id, mail.siteUrl);
  return Promise.all([
    composeMessage(<BookingReceived booking={booking} site={site} bookingPageUrl={page.url} />, {
      kind: 'booking_received',
      recipient: booking.primary.email,
      subject: `${inquiry ? 'Richiesta ricevuta' : 'Prenotazione ricevuta'} ${code} · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    }),
    composeMessage(
      <BookingReceivedAgency
        booking={booking}
        site={site}
        backOfficeUrl={backOfficeBooking(booking, settings)}
      />,
      {
        kind: 'booking_received_staff',
        recipient: mail.staffInbox,
        subject: `${inquiry ? 'Nuova richiesta' : 'Nuova prenotazione'} ${code} · ${booking.destinationTitle} · ${fullName(booking.primary)}`,
        replyTo: booking.primary.email,
        bookingId: booking.id,
      },
    ),
  ]);
}

/** The traveller says the transfer is done: the agency checks the account, the traveller has a receipt. */
export function transferDeclaredMessages(
  booking: MailBooking,
  settings: MailSettings,
): Promise<OutboxMessage[]> {
  return Promise.all([
    composeMessage(
      <TransferDeclaredAgency
        booking={booking}
        site={settings.site}
        backOfficeUrl={backOfficeBooking(booking, settings)}
      />,
      {
        kind: 'transfer_declared_staff',
        recipient: settings.mail.staffInbox,
        subject: `Bonifico dichiarato ${bookingCode(booking.id)} · ${fullName(booking.primary)}`,
        replyTo: booking.primary.email,
        bookingId: booking.id,
      },
    ),
    composeMessage(<TransferDeclared booking={booking} site={settings.site} />, {
      kind: 'transfer_declared',
      recipient: booking.primary.email,
      subject: `Bonifico segnalato ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
    }),
  ]);
}

/** Staff recorded the deposit: the traveller's automatic confirmation. */
export function depositRecordedMessage(
  booking: MailBooking,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <DepositRecorded booking={booking} site={settings.site} bookingPageUrl={page.url} />,
    {
      kind: 'deposit_recorded',
      recipient: booking.primary.email,
      subject: `Prenotazione confermata ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}

/** "Invia di nuovo": the link to the booking's page, to the lead traveller once more. */
export function bookingLinkMessage(
  booking: MailBooking,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <BookingLink booking={booking} site={settings.site} bookingPageUrl={page.url} />,
    {
      kind: 'booking_link',
      recipient: booking.primary.email,
      subject: `Il link alla tua prenotazione ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}

/** A document staff marked "Da rifare": the lead traveller reads what to send again and why. */
export function documentRedoMessage(
  booking: MailBooking,
  redo: { documentType: DocumentType; travellerIndex: number; reason: string },
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  const traveller = booking.travellers[redo.travellerIndex] ?? booking.primary;
  return composeMessage(
    <DocumentRedo
      booking={booking}
      site={settings.site}
      documentType={redo.documentType}
      traveller={traveller}
      reason={redo.reason}
      bookingPageUrl={page.url}
    />,
    {
      kind: 'document_redo',
      recipient: booking.primary.email,
      subject: `Un documento da inviare di nuovo · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}

/** Staff cancelled the booking: the traveller is told. */
export function bookingCancelledMessage(
  booking: MailBooking,
  settings: MailSettings,
): Promise<OutboxMessage> {
  return composeMessage(<BookingCancelled booking={booking} site={settings.site} />, {
    kind: 'booking_cancelled',
    recipient: booking.primary.email,
    subject: `Prenotazione annullata ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
    bookingId: booking.id,
  });
}

/** An enquiry from the contact form: to the agency in full, a short thank-you to the visitor. */
export async function enquiryReceivedMessages(
  withTrip: Enquiry & { destinationTitle: string | null },
  settings: MailSettings,
): Promise<OutboxMessage[]> {
  const { site, mail } = settings;
  const enquiry = withTrip;
  const about = withTrip.destinationTitle ? ` · ${withTrip.destinationTitle}` : '';
  return Promise.all([
    composeMessage(
      <EnquiryReceivedAgency
        enquiry={withTrip}
        site={site}
        backOfficeUrl={siteLink(mail.siteUrl, staffPaths.enquiries)}
      />,
      {
        kind: 'enquiry_received_staff',
        recipient: mail.staffInbox,
        subject: `Nuova richiesta da ${enquiry.name}${about}`,
        replyTo: enquiry.email,
      },
    ),
    composeMessage(<EnquiryAcknowledged enquiry={withTrip} site={site} />, {
      kind: 'enquiry_acknowledged',
      recipient: enquiry.email,
      subject: `Abbiamo ricevuto il tuo messaggio · ${site.name}`,
    }),
  ]);
}

/** Staff's answer to an enquiry, by e-mail; the visitor's reply reaches the agency's inbox. */
export async function enquiryAnswerMessage(
  enquiry: { name: string; email: string; message: string },
  answer: { id: string; subject: string; text: string },
  settings: MailSettings,
): Promise<OutboxMessage> {
  const message = await composeMessage(
    <EnquiryAnswer enquiry={enquiry} text={answer.text} site={settings.site} />,
    {
      kind: 'enquiry_answer',
      recipient: enquiry.email,
      subject: answer.subject,
      replyTo: settings.mail.staffInbox,
    },
  );
  return { ...message, id: answer.id };
}

const documentNames: Record<DocumentType, string> = {
  passport: 'la foto del passaporto',
  selfie: 'la selfie con il passaporto',
};

/**
 * Documents arrived for a booking: the agency checks them, and the traveller has a receipt naming
 * whose they are and whose are still missing.
 */
export function documentsUploadedMessages(
  booking: MailBooking,
  upload: {
    documents: readonly DocumentType[];
    travellerIndex: number;
    missing: readonly number[];
  },
  settings: MailSettings,
): Promise<OutboxMessage[]> {
  const traveller = booking.travellers[upload.travellerIndex]!;
  return Promise.all([
    composeMessage(
      <DocumentsUploadedAgency
        booking={booking}
        site={settings.site}
        backOfficeUrl={backOfficeBooking(booking, settings)}
        documents={upload.documents.map((type) => documentNames[type])}
      />,
      {
        kind: 'documents_uploaded_staff',
        recipient: settings.mail.staffInbox,
        subject: `Documenti caricati ${bookingCode(booking.id)} · ${fullName(booking.primary)}`,
        bookingId: booking.id,
      },
    ),
    composeMessage(
      <DocumentsReceived
        booking={booking}
        traveller={traveller}
        missing={upload.missing.map((index) => booking.travellers[index]!)}
        site={settings.site}
      />,
      {
        kind: 'documents_received',
        recipient: booking.primary.email,
        subject: `Documenti ricevuti ${bookingCode(booking.id)} · ${fullName(traveller)}`,
        bookingId: booking.id,
      },
    ),
  ]);
}
