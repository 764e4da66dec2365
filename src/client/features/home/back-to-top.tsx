import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';

const SHOW_AFTER_PX = 500;

export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="Torna su"
      className="fixed right-4 bottom-4 z-30 grid size-12 place-items-center rounded-full bg-navy-900 text-white shadow-lg hover:bg-navy-700"
    >
      <ArrowUp className="size-6" aria-hidden />
    </button>
  );
}
