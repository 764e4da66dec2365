import { useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import type { CatalogueChange } from '#domain/catalogue-admin.ts';
import type { PackageRecord } from '#domain/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { adminCard } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { describeChange, isCreation } from './history.ts';

const SHOWN = 8;

/** Who saved: the catalogue the site started with was saved by no one. */
export const savedBy = (name: string | null) => name ?? 'Catalogo iniziale';

/**
 * "Cronologia": every save of the trip, newest first, with who, when and what changed; each
 * earlier one can be brought back ("Ripristina") as a new save.
 */
export function HistoryPanel({
  history,
  currentVersion,
  packages,
  unsaved,
  restoring,
  onRestore,
}: {
  history: CatalogueChange[];
  currentVersion: number;
  packages: PackageRecord[];
  unsaved: boolean;
  restoring: boolean;
  onRestore: (change: CatalogueChange, done: () => void) => void;
}) {
  const [all, setAll] = useState(false);
  const [asking, setAsking] = useState<CatalogueChange | null>(null);
  const packageTitle = (id: string) => packages.find((pack) => pack.id === id)?.title ?? id;
  const shown = all ? history : history.slice(0, SHOWN);

  return (
    <section aria-labelledby="trip-history-title" className={adminCard}>
      <h2
        id="trip-history-title"
        className="flex items-center gap-2 font-sans text-xl font-semibold text-navy-900"
      >
        <History className="size-5 text-sea-700" aria-hidden /> Cronologia
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-navy-700">Nessun salvataggio dal catalogo iniziale.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {shown.map((change) => {
            const current = change.version === currentVersion;
            return (
              <li
                key={change.id}
                aria-labelledby={`change-${change.id}`}
                className="border-l-2 border-navy-100 pl-3"
              >
                <h3
                  id={`change-${change.id}`}
                  className="font-sans text-sm font-semibold text-navy-900"
                >
                  Versione {change.version}
                  {current && <span className="font-normal text-navy-700"> (attuale)</span>}
                </h3>
                <p className="text-sm text-navy-700">
                  {savedBy(change.changedBy)}, {formatMoment(change.changedAt)}
                </p>
                {isCreation(change) ? (
                  <p className="mt-1.5 text-sm text-navy-800">Viaggio creato.</p>
                ) : change.changedBy === null ? (
                  <p className="mt-1.5 text-sm text-navy-800">
                    Il viaggio come il sito lo offriva all’inizio.
                  </p>
                ) : change.fields.length === 0 ? (
                  <p className="mt-1.5 text-sm text-navy-800">Nessun campo cambiato.</p>
                ) : (
                  <ul className="mt-1.5 space-y-1 text-sm break-words text-navy-800">
                    {change.fields.map((field) => {
                      const line = describeChange(field, packageTitle);
                      return (
                        <li key={field.field}>
                          <span className="font-semibold">{line.label}:</span> {line.summary}
                        </li>
                      );
                    })}
                  </ul>
                )}
                {!current && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-2"
                    onClick={() => setAsking(change)}
                  >
                    <RotateCcw aria-hidden /> Ripristina
                    <span className="sr-only"> la versione {change.version}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {history.length > SHOWN && !all && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setAll(true)}>
          Mostra tutte le versioni ({history.length})
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title={`Ripristinare la versione ${asking.version}?`}
          description={`Il viaggio torna com’era dopo il salvataggio di ${savedBy(asking.changedBy)} del ${formatMoment(asking.changedAt)}, come un nuovo salvataggio: la cronologia tiene anche la versione di adesso.${unsaved ? ' Le modifiche non salvate del modulo andranno perse.' : ''}`}
          confirm="Sì, ripristina"
          busy={restoring}
          busyLabel="Ripristino…"
          onConfirm={() => onRestore(asking, () => setAsking(null))}
        />
      )}
    </section>
  );
}
