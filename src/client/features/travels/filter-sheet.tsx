import { Suspense, useEffect, useRef, useState } from 'react';
import { PopoverDialog, PopoverSheetHeader } from '../../components/ui/popover-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { readyAhead } from '../../lib/ready-ahead.tsx';
import { useIdleAfterPaint } from '../../lib/when-idle.ts';
import type { FilterPanelProps } from './filter-panel.tsx';

const FilterPanel = readyAhead(async () => (await import('./filter-panel.tsx')).FilterPanel);

export const FILTER_SHEET_ID = 'filtri-viaggi';

/**
 * The filters on a phone: a popover already in the page that "Filtra risultati" opens through
 * the browser, in the frame of the tap, before the page's code has run too (decision 052). The
 * controls' code comes once the page is idle; they are drawn in the frames after the one that
 * shows the sheet (laid out in that frame, they would double its time) and go as it closes (the
 * filters are the page's).
 */
export function FilterSheet(panel: FilterPanelProps) {
  const idle = useIdleAfterPaint();
  useEffect(() => {
    if (idle) void FilterPanel.preload().catch(() => undefined);
  }, [idle]);
  const [open, setOpen] = useState(false);
  // Opened by the browser before this code ran: its controls are wanted now.
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sheet.current?.matches(':popover-open')) setOpen(true);
  }, []);
  return (
    <PopoverDialog
      ref={sheet}
      id={FILTER_SHEET_ID}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      labelledBy={`${FILTER_SHEET_ID}-titolo`}
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white p-6 text-navy-900 shadow-2xl backdrop:bg-navy-950/60 open:flex open:animate-[slide-from-left_200ms_ease-out]"
    >
      <PopoverSheetHeader id={FILTER_SHEET_ID} title="Filtra risultati" />
      <noscript>
        <p className="text-navy-700">
          I filtri hanno bisogno di JavaScript: intanto puoi cercare un viaggio per nome.
        </p>
      </noscript>
      {open && (
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
