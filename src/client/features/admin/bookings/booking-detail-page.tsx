import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SearchCheck } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { cancellationReasonLabels } from '#domain/booking-lifecycle.ts';
import { paymentStatusLabels, paymentStatusTone } from '#domain/booking-status.ts';
import { balanceReference, bookingCode } from '#domain/booking.ts';
import { daysAndNights } from '#domain/departures.ts';
import { passportStateLabels } from '#domain/passport.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { adminCard, AdminDetailPage, FactList } from '../admin-page.tsx';
import { documentTypeLabels } from '#domain/documents.ts';
import { DocumentPreview } from '../documents/document-preview.tsx';
import { formatMoment } from '../format.ts';
import { useBooking } from './api.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { Balance, HoldDeadline } from './hold-and-balance.tsx';
import { OthersUnpaid } from './others-unpaid.tsx';
import { BookingHistory } from './booking-history.tsx';
import { CorrectTravellerButton, ReplaceTravellerButton } from './traveller-correction.tsx';
import { PrivateLink } from './private-link.tsx';
import { AirportChange } from './airport-change.tsx';
import { PaymentList } from './payments.tsx';
import { DocumentReview } from './document-review.tsx';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={adminCard}>
      <h2 id={id} className="text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ booking }: { booking: StaffBookingDetail }) {
  const { primary } = booking;
  // Whose document: its traveller's place in the booking.
  const travellerName = (index: number) => {
    const traveller = booking.travellers[index];
    return traveller ? `${traveller.firstName} ${traveller.lastName}` : `Viaggiatore ${index + 1}`;
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      {booking.transferToCheck && (
        <section
          aria-labelledby="booking-to-check"
          className="rounded-[var(--radius-card)] border-2 border-red-200 bg-red-50 p-5 md:p-6 lg:col-span-2"
        >
          <h2
            id="booking-to-check"
            className="flex items-center gap-2 text-xl font-semibold text-red-800"
          >
            <SearchCheck className="size-6 shrink-0" aria-hidden /> Bonifico da verificare
          </h2>
          <p className="mt-2 text-navy-800">
            Il cliente ha dichiarato il bonifico il{' '}
            {formatMoment(booking.transferToCheck.declaredAt)}
            {booking.transferToCheck.overdue && ' e la caparra non è ancora arrivata'}: cerca
            sull&apos;estratto conto un bonifico di {formatEuro(booking.depositAmount)} con causale
            «{booking.paymentReference}», poi registra la caparra oppure chiama il cliente. I posti
            restano riservati finché non decidi tu.
          </p>
        </section>
      )}
      <div className="space-y-6">
        <Card id="booking-trip" title="Viaggio">
          <FactList
            className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2"
            lines={[
              ['Viaggio', booking.destinationTitle],
              [
                'Date',
                booking.startDate && booking.endDate
                  ? `Dal ${formatDate(booking.startDate)} al ${formatDate(booking.endDate)}`
                  : 'Da definire',
              ],
              ['Durata', booking.tripDays ? daysAndNights(booking.tripDays) : 'Da definire'],
              ['Aeroporto', booking.airport],
              ['Viaggiatori', booking.travellersCount],
              ['Creata il', formatMoment(booking.createdAt)],
              ...(booking.updatedAt
                ? [['Ultima modifica', formatMoment(booking.updatedAt)] as [string, ReactNode]]
                : []),
            ]}
          />
          <AirportChange booking={booking} />
        </Card>
        <Card id="booking-contact" title="Contatto">
          <FactList
            className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2"
            lines={[
              ['Referente', `${primary.firstName} ${primary.lastName}`],
              [
                'Email',
                <a key="email" href={`mailto:${primary.email}`} className="text-sea-700 underline">
                  {primary.email}
                </a>,
              ],
              [
                'Telefono',
                <a key="phone" href={`tel:${primary.phone}`} className="text-sea-700 underline">
                  {primary.phone}
                </a>,
              ],
            ]}
          />
        </Card>
        <Card id="booking-private-link" title="Pagina del viaggiatore">
          <PrivateLink booking={booking} />
        </Card>
        {booking.othersUnpaidCount ? (
          <Card id="booking-others-unpaid" title="Altre prenotazioni non pagate">
            <OthersUnpaid booking={booking} />
          </Card>
        ) : null}
        <Card id="booking-travellers" title="Viaggiatori">
          <ol className="mt-4 space-y-4">
            {booking.travellers.map((traveller, index) => (
              <li key={index} className="rounded-xl bg-sand-50 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-sans text-base font-semibold text-navy-900">
                    {traveller.firstName} {traveller.lastName}
                    {index === 0 && (
                      <span className="ml-2 text-sm font-normal text-navy-600">(referente)</span>
                    )}
                  </h3>
                  <div className="flex flex-wrap gap-2">
                    <CorrectTravellerButton
                      bookingId={booking.id}
                      index={index}
                      traveller={traveller}
                    />
                    <ReplaceTravellerButton
                      bookingId={booking.id}
                      index={index}
                      traveller={traveller}
                    />
                  </div>
                </div>
                <FactList
                  className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2"
                  lines={[
                    // Stored at noon UTC: its first ten characters are the calendar day.
                    ['Data di nascita', formatDate(traveller.birthDate.slice(0, 10))],
                    [
                      'Passaporto',
                      <span key="passport" className="font-mono">
                        {traveller.passportNumber}
                      </span>,
                    ],
                    [
                      'Scadenza del passaporto',
                      traveller.passportExpiry
                        ? formatDate(traveller.passportExpiry)
                        : passportStateLabels.missing,
                    ],
                    ['Indirizzo', traveller.address],
                    ...(traveller.email ? [['Email', traveller.email] as [string, ReactNode]] : []),
                    ...(traveller.phone
                      ? [['Telefono', traveller.phone] as [string, ReactNode]]
                      : []),
                  ]}
                />
              </li>
            ))}
          </ol>
        </Card>
        <Card id="booking-documents" title="Documenti">
          {booking.documents.length === 0 ? (
            <p className="mt-3 text-navy-700">Nessun documento caricato.</p>
          ) : (
            <ul className="mt-4 flex flex-wrap gap-4">
              {booking.documents.map((doc) => (
                <li key={doc.id} className="flex flex-col gap-2 text-sm">
                  <DocumentPreview doc={doc} />
                  <span className="font-semibold text-navy-900">
                    {documentTypeLabels[doc.documentType]}
                  </span>
                  <span className="text-navy-700">{travellerName(doc.travellerIndex)}</span>
                  <span className="text-navy-600">{formatMoment(doc.createdAt)}</span>
                  <DocumentReview
                    bookingId={booking.id}
                    doc={doc}
                    whose={`${documentTypeLabels[doc.documentType]} di ${travellerName(doc.travellerIndex)}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="booking-history" title="Cronologia">
          <BookingHistory bookingId={booking.id} history={booking.history} />
        </Card>
      </div>
      <div className="space-y-6 lg:sticky lg:top-24">
        <Card id="booking-money" title="Importi">
          <FactList
            className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2"
            lines={[
              ['Prezzo a persona', formatEuro(booking.pricePerPerson)],
              ['Totale', formatEuro(booking.totalPrice)],
              booking.paymentPlan === 'in_full'
                ? ['Un solo bonifico (partenza vicina)', formatEuro(booking.depositAmount)]
                : ['Caparra', formatEuro(booking.depositAmount)],
              ['Pagamento', paymentStatusLabels[booking.paymentStatus]],
            ]}
          />
          <dl className="mt-3">
            <dt className="text-sm text-navy-600">Causale</dt>
            <dd className="font-semibold break-words text-navy-900">{booking.paymentReference}</dd>
          </dl>
          <PaymentList payments={booking.payments} />
        </Card>
        {booking.holdUntil && (
          <Card id="booking-hold" title="Posti riservati">
            <HoldDeadline bookingId={booking.id} holdUntil={booking.holdUntil} />
          </Card>
        )}
        {booking.balance && (
          <Card id="booking-balance" title="Saldo">
            <Balance
              bookingId={booking.id}
              bookedAt={booking.createdAt}
              reference={balanceReference(primary, booking.destinationTitle)}
              balance={booking.balance}
              receivedOn={booking.balancePaidOn}
            />
          </Card>
        )}
        <BookingActions booking={booking} />
      </div>
    </div>
  );
}

/** A booking in full, as the staff need it to check a transfer or call the group. */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  return (
    <AdminDetailPage
      query={useBooking(id)}
      title={(booking) => (booking ? `Prenotazione ${bookingCode(booking.id)}` : 'Prenotazione')}
      intro={(booking) => (
        <span className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <Badge tone={paymentStatusTone(booking.paymentStatus)}>
            Pagamento: {paymentStatusLabels[booking.paymentStatus]}
          </Badge>
          {booking.cancellationReason && (
            <span className="text-navy-700">
              {cancellationReasonLabels[booking.cancellationReason]}
            </span>
          )}
        </span>
      )}
      back={{ to: paths.adminBookings, label: 'Tutte le prenotazioni' }}
      notFound="Prenotazione non trovata."
      loadingLabel="Caricamento della prenotazione…"
    >
      {(booking) => <Detail booking={booking} />}
    </AdminDetailPage>
  );
}
