import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { PackageRecord } from '#domain/catalogue.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../paths.ts';
import { AdminDetailPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { useAgencySettings } from '../settings/api.ts';
import { useAreas, usePackageList, useTrip } from './api.ts';
import { TripEditor } from './trip-editor.tsx';
import { TripStateBadge } from './trip-state-badge.tsx';

const back = { to: paths.adminTrips, label: 'Tutti i viaggi' };

/** The editor waits for the packages too: its choice of package is drawn with them. */
function WithPackages({ children }: { children: (packages: PackageRecord[]) => ReactNode }) {
  const packages = usePackageList();
  if (packages.data) return children(packages.data.items);
  if (packages.isError) {
    return (
      <p role="alert" className="text-navy-800">
        {packages.error.message}
      </p>
    );
  }
  return (
    <div className="grid place-items-center py-16">
      <Spinner label="Caricamento dei pacchetti…" />
    </div>
  );
}

/** /admin/viaggi/:key: one trip's editor, its state and its history. */
export function TripEditorPage() {
  const { key = '' } = useParams();
  const query = useTrip(key);
  // Asked for beside the trip, not after it: the editor is drawn with all three.
  usePackageList();
  useAreas();
  return (
    <AdminDetailPage<StaffTrip>
      query={query}
      title={(staffTrip) => staffTrip?.trip.title ?? 'Viaggio'}
      intro={({ trip }) => (
        <span className="flex flex-wrap items-center gap-2">
          <TripStateBadge state={trip.state} />
          <span>
            Versione {trip.version}
            {trip.updatedBy
              ? `, salvata da ${trip.updatedBy} il ${formatMoment(trip.updatedAt)}.`
              : ': il catalogo iniziale.'}
          </span>
        </span>
      )}
      back={back}
      notFound="Viaggio non trovato: forse è stato eliminato."
      loadingLabel="Caricamento del viaggio…"
    >
      {(staffTrip) => (
        <WithPackages>
          {(packages) => (
            <TripEditor key={staffTrip.trip.key} staffTrip={staffTrip} packages={packages} />
          )}
        </WithPackages>
      )}
    </AdminDetailPage>
  );
}

/** /admin/viaggi/nuovo: a new trip, saved as a draft. */
export function NewTripPage() {
  const query = usePackageList();
  const settings = useAgencySettings();
  return (
    <AdminDetailPage
      query={query}
      title={() => 'Nuovo viaggio'}
      intro={() =>
        'Si salva come bozza: solo lo staff la vede finché non la pubblichi. Per partire da un viaggio simile, aprilo e scegli “Duplica”.'
      }
      back={back}
      notFound="Pacchetti non trovati."
      loadingLabel="Caricamento dei pacchetti…"
    >
      {({ items }) =>
        settings.data ? (
          <TripEditor packages={items} newTripAirports={settings.data.settings.airports} />
        ) : settings.isError ? (
          <p role="alert" className="text-navy-800">
            {settings.error.message}
          </p>
        ) : (
          <div className="grid place-items-center py-16">
            <Spinner label="Caricamento delle impostazioni…" />
          </div>
        )
      }
    </AdminDetailPage>
  );
}
