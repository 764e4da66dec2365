import type { RefObject } from 'react';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';

/** The filters on a phone, in a sheet; loaded the first time it is opened. */
export default function FilterSheet({
  onClose,
  returnFocusTo,
  ...panel
}: FilterPanelProps & { onClose: () => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="left"
        title="Filtra risultati"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <FilterPanel {...panel} />
      </SheetContent>
    </Sheet>
  );
}
