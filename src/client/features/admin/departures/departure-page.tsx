import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Check, Download, TriangleAlert, X } from 'lucide-react';
import type { ManifestTraveller, StaffDepartureManifest } from '#domain/backoffice.ts';
import { paymentStatusLabels } from '#domain/booking-status.ts';
import { bookingCode } from '#domain/booking.ts';
import { bySurname } from '#domain/departure-manifest.ts';
import { missingDocuments, owesBalance } from '#domain/departure-messages.ts';
import { passportStateLabels } from '#domain/passport.ts';
import { countOf } from '#domain/words.ts';
import { Link } from '../../../components/site-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { adminCard, AdminDetailPage, FactList } from '../admin-page.tsx';
import { BalanceStateBadge, BookingStatusBadge } from '../bookings/booking-status-badge.tsx';
import { formatMoment } from '../format.ts';
import { useDepartureManifest } from './api.ts';
import { DepartureFate, Refunds } from './departure-fate.tsx';
import { DepartureMessages } from './departure-messages.tsx';

const shows = {
  all: 'Tutti i viaggiatori',
  documents: 'Documenti mancanti',
  balance: 'Saldo da ricevere',
  passport: 'Passaporto da controllare',
} as const;
type Show = keyof typeof shows;

const orders = { surname: 'Cognome', booking: 'Prenotazione' } as const;

/** The passenger list's downloads: for Excel, as plain text, to print. */
const listFormats = { xlsx: 'Excel', csv: 'CSV', pdf: 'PDF' } as const;
type Order = keyof typeof orders;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The travellers shown: those the search and the choice ask for, in the order asked for. */
function shownTravellers(
  travellers: readonly ManifestTraveller[],
  { search, show, order }: { search: string; show: Show; order: Order },
) {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const found = travellers.filter((traveller) => {
    if (show === 'documents' && !missingDocuments(traveller)) return false;
    if (show === 'balance' && !owesBalance(traveller)) return false;
    if (show === 'passport' && traveller.passport === 'ok') return false;
    const text = fold(
      `${traveller.firstName} ${traveller.lastName} ${traveller.passportNumber} ${bookingCode(traveller.bookingId)} ${traveller.lead.name}`,
    );
    return words.every((word) => text.includes(word));
  });
  // The server sends them by booking, earliest first.
  if (order === 'booking') return found;
  return [...found].sort(bySurname);
}

function Received({ received, label }: { received: boolean; label: string }) {
  return (
    <span className="flex items-center gap-1.5">
      {received ? (
        <Check className="size-4 shrink-0 text-sea-700" aria-hidden />
      ) : (
        <X className="size-4 shrink-0 text-red-700" aria-hidden />
      )}
      {label}: {received ? 'ricevuto' : 'manca'}
    </span>
  );
}

/** The expiry, and whether it lasts six months after the return (what airlines and borders ask). */
function PassportExpiry({ traveller }: { traveller: ManifestTraveller }) {
  if (traveller.passport === 'missing')
    return <span className="block text-navy-700">{passportStateLabels.missing}</span>;
  return (
    <>
      <span className="block text-navy-700">Scade il {formatDate(traveller.passportExpiry)}</span>
      {traveller.passport === 'short' && (
        <span className="mt-1 flex items-center gap-1.5 font-medium text-amber-800">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {passportStateLabels.short}
        </span>
      )}
    </>
  );
}

function Seats({ manifest }: { manifest: StaffDepartureManifest }) {
  const { departure, seats } = manifest;
  const held = seats.held.reduce((sum, booking) => sum + booking.seats, 0);
  return (
    <section aria-labelledby="departure-seats" className={adminCard}>
      <h2 id="departure-seats" className="text-xl font-semibold text-navy-900">
        Posti
      </h2>
      <FactList
        className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4"
        lines={[
          ['Venduti', String(seats.sold)],
          ['In attesa di caparra', String(held)],
          ['Liberi', `${seats.free} su ${departure.totalSpots}`],
          ['Senza prenotazione', String(seats.unexplained)],
        ]}
      />
      {seats.held.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm text-navy-800">
          {seats.held.map((booking) => (
            <li key={booking.bookingId}>
              <Link
                to={paths.adminBooking(booking.bookingId)}
                className="font-semibold text-sea-700 hover:underline"
              >
                {bookingCode(booking.bookingId)}
              </Link>
              : {countOf(booking.seats, 'posto', 'posti')}
              {booking.holdUntil
                ? `, tenuti fino al ${formatMoment(booking.holdUntil)}`
                : ', bonifico dichiarato'}
            </li>
          ))}
        </ul>
      )}
      {seats.unexplained !== 0 && (
        <p role="status" className="mt-4 rounded-xl bg-gold-100 p-3 text-sm text-navy-900">
          {seats.unexplained > 0
            ? `${countOf(seats.unexplained, 'posto risulta occupato', 'posti risultano occupati')} senza una prenotazione: vendite fuori dal sito o un conteggio da correggere («Modifica» nella lista delle partenze).`
            : `${countOf(-seats.unexplained, 'posto prenotato risulta', 'posti prenotati risultano')} ancora libero nel conteggio: correggi i posti liberi («Modifica» nella lista delle partenze).`}
        </p>
      )}
    </section>
  );
}

function Choice<Key extends string>({
  id,
  label,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  labels: Record<Key, string>;
  value: Key;
  onChange: (value: Key) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Key)}>
        {Object.entries<string>(labels).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Travellers({ manifest }: { manifest: StaffDepartureManifest }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [order, setOrder] = useState<Order>('surname');
  const travellers = useMemo(
    () => shownTravellers(manifest.travellers, { search, show, order }),
    [manifest.travellers, search, show, order],
  );
  return (
    <section aria-labelledby="departure-travellers" className={adminCard}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="departure-travellers" className="text-xl font-semibold text-navy-900">
          Chi viaggia
        </h2>
        {manifest.travellers.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {Object.entries(listFormats).map(([format, label]) => (
              <a
                key={format}
                href={paths.adminDeparturePassengers(
                  manifest.departure.id,
                  format as keyof typeof listFormats,
                )}
                download
                className={buttonClasses('outline', 'sm')}
              >
                <Download aria-hidden /> Elenco passeggeri ({label})
              </a>
            ))}
          </div>
        )}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor={`${id}-search`}>Cerca</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Nome, passaporto, codice"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Choice id={`${id}-show`} label="Mostra" labels={shows} value={show} onChange={setShow} />
        <Choice
          id={`${id}-order`}
          label="Ordina per"
          labels={orders}
          value={order}
          onChange={setOrder}
        />
      </div>
      <p className="mt-4 text-sm text-navy-700" aria-live="polite">
        {countOf(travellers.length, 'viaggiatore', 'viaggiatori')}
        {travellers.length !== manifest.travellers.length && ` su ${manifest.travellers.length}`}
      </p>
      {manifest.travellers.length === 0 ? (
        <p className="mt-4 text-navy-800">Nessuna prenotazione per questa partenza.</p>
      ) : (
        // Wide on a phone: it scrolls sideways, by keyboard too.
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-labelledby="departure-travellers"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">
              Viaggiatori della partenza, ordinati per {orders[order].toLowerCase()}
            </caption>
            <thead className="border-b border-navy-100 text-navy-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Viaggiatore
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Passaporto
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Documenti
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Prenotazione
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Referente
                </th>
              </tr>
            </thead>
            <tbody>
              {travellers.map((traveller) => (
                <tr
                  key={`${traveller.bookingId}-${traveller.travellerIndex}`}
                  className="border-b border-navy-100 align-top last:border-b-0"
                >
                  <th scope="row" className="py-3 pr-4 font-normal">
                    <span className="block font-semibold text-navy-900">
                      {traveller.lastName} {traveller.firstName}
                    </span>
                    <span className="block text-navy-700">
                      Nato il {formatDate(traveller.birthDate.slice(0, 10))}
                    </span>
                    {traveller.travellerIndex === 0 && (
                      <span className="text-navy-700">Referente della prenotazione</span>
                    )}
                  </th>
                  <td className="py-3 pr-4">
                    <span className="block font-mono">{traveller.passportNumber}</span>
                    <PassportExpiry traveller={traveller} />
                  </td>
                  <td className="space-y-1 py-3 pr-4">
                    <Received received={traveller.documents.passport} label="Passaporto" />
                    <Received received={traveller.documents.selfie} label="Selfie" />
                  </td>
                  <td className="space-y-1 py-3 pr-4">
                    <Link
                      to={paths.adminBooking(traveller.bookingId)}
                      className="block font-semibold text-sea-700 hover:underline"
                    >
                      {bookingCode(traveller.bookingId)}
                    </Link>
                    <span className="flex flex-wrap gap-1">
                      <BookingStatusBadge status={traveller.status} />
                      {traveller.balance && <BalanceStateBadge state={traveller.balance.state} />}
                    </span>
                    <span className="block text-navy-700">
                      Pagamento: {paymentStatusLabels[traveller.paymentStatus]}
                    </span>
                  </td>
                  <td className="py-3">
                    <span className="block font-semibold text-navy-900">{traveller.lead.name}</span>
                    <a
                      href={`mailto:${traveller.lead.email}`}
                      className="block break-all underline"
                    >
                      {traveller.lead.email}
                    </a>
                    <a
                      href={`tel:${traveller.lead.phone.replace(/\s/g, '')}`}
                      className="underline"
                    >
                      {traveller.lead.phone}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A departure's own page: its trip and dates, its seats explained, and who travels. */
export function DeparturePage() {
  const { id = '' } = useParams();
  const query = useDepartureManifest(id);
  return (
    <AdminDetailPage
      query={query}
      title={(manifest) =>
        manifest
          ? `${manifest.departure.destinationTitle} · ${formatDate(manifest.departure.startDate)}`
          : 'Partenza'
      }
      intro={({ departure }) =>
        `Dal ${formatDate(departure.startDate)} al ${formatDate(departure.endDate)} · coordinatori ${departure.coordinators.join(' e ')}${departure.closed ? ' · chiusa alle prenotazioni' : ''}`
      }
      back={{ to: paths.adminDepartures, label: 'Tutte le partenze' }}
      notFound="Questa partenza non esiste (più)."
      loadingLabel="Caricamento della partenza…"
    >
      {(manifest) => (
        <div className="space-y-6">
          <DepartureFate manifest={manifest} />
          <Refunds manifest={manifest} />
          <Seats manifest={manifest} />
          <Travellers manifest={manifest} />
          <DepartureMessages manifest={manifest} />
        </div>
      )}
    </AdminDetailPage>
  );
}
