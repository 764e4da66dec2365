import { Suspense, lazy } from 'react';
import { X } from 'lucide-react';
import { PopoverDialog } from '../../components/ui/popover-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useIdleAfterPaint } from '../../lib/when-idle.ts';
import type { FilterPanelProps } from './filter-panel.tsx';

const FilterPanel = lazy(async () => ({
  default: (await import('./filter-panel.tsx')).FilterPanel,
}));

export const FILTER_SHEET_ID = 'filtri-viaggi';

/**
 * The filters on a phone: a popover already in the page that "Filtra risultati" opens through
 * the browser, in the frame of the tap, before the page's code has run too (decision 052). Its
 * controls are drawn inside it, hidden, once the page has painted and the browser is idle: the
 * tap only shows them.
 */
export function FilterSheet(panel: FilterPanelProps) {
  const idle = useIdleAfterPaint();
  return (
    <PopoverDialog
      id={FILTER_SHEET_ID}
      labelledBy={`${FILTER_SHEET_ID}-titolo`}
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white p-6 text-navy-900 shadow-2xl backdrop:bg-navy-950/60 open:flex open:animate-[slide-from-left_200ms_ease-out]"
    >
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id={`${FILTER_SHEET_ID}-titolo`} className="font-display text-xl font-semibold">
          Filtra risultati
        </h2>
        <button
          type="button"
          popoverTarget={FILTER_SHEET_ID}
          popoverTargetAction="hide"
          aria-label="Chiudi"
          className="grid size-11 place-items-center rounded-full text-navy-700 hover:bg-navy-50"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <noscript>
        <p className="text-navy-700">
          I filtri hanno bisogno di JavaScript: intanto puoi cercare un viaggio per nome.
        </p>
      </noscript>
      {idle && (
        <Suspense
          fallback={
            <div className="grid flex-1 place-items-center">
              <Spinner label="Caricamento dei filtri…" />
            </div>
          }
        >
          <FilterPanel {...panel} />
        </Suspense>
      )}
    </PopoverDialog>
  );
}
