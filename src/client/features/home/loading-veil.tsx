import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';

const VEIL_MS = 800;

/**
 * The spec's 800 ms loading spinner, drawn over a page that is already rendered beneath it,
 * so nothing waits for it. Shown once per visit.
 */
let shownThisVisit = false;

export function LoadingVeil() {
  const [visible, setVisible] = useState(!shownThisVisit);
  useEffect(() => {
    shownThisVisit = true;
    const timer = setTimeout(() => setVisible(false), VEIL_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="pointer-events-none fixed inset-0 z-50 grid animate-[fade-out_200ms_ease-in_600ms_forwards] place-items-center bg-sand-50/70">
      <Spinner label="Caricamento dei viaggi…" />
    </div>
  );
}
