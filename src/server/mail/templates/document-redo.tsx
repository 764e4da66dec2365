import { bookingCode } from '#domain/booking.ts';
import type { DocumentType } from '#domain/documents.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { fullName, TripFacts, type MailBooking } from './booking-facts.tsx';

const documentNames: Record<DocumentType, string> = {
  passport: 'la foto del passaporto',
  selfie: 'il selfie con il passaporto',
};

/** Staff marked a document "Da rifare": what to send again, for whom, and why. */
export function DocumentRedo({
  booking,
  site,
  documentType,
  traveller,
  reason,
  bookingPageUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  documentType: DocumentType;
  traveller: { firstName: string; lastName: string };
  reason: string;
  bookingPageUrl: string;
}) {
  const what = `${documentNames[documentType]} di ${fullName(traveller)}`;
  return (
    <Layout site={site} preview={`Ci serve di nuovo ${what}.`}>
      <Title>Un documento da inviare di nuovo</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, abbiamo controllato i documenti della prenotazione{' '}
        <strong>{bookingCode(booking.id)}</strong> per <strong>{booking.destinationTitle}</strong>:
        ci serve di nuovo <strong>{what}</strong>.
      </Paragraph>
      <Paragraph>Il motivo: {reason}</Paragraph>
      <Paragraph>
        Puoi caricarlo in pochi minuti dalla pagina della prenotazione, con il pulsante qui sotto.
        Ci serve per comunicare i nominativi esatti alla compagnia aerea e agli hotel: grazie!
      </Paragraph>
      <TripFacts booking={booking} />
      <Action href={bookingPageUrl}>Carica di nuovo il documento</Action>
      <SignOff site={site} />
    </Layout>
  );
}
