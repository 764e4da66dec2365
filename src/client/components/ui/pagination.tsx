import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

/** "Precedente · Pagina 2 di 5 · Successiva"; nothing when everything fits on one page. */
export function Pagination({
  page,
  onPage,
}: {
  page: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pagine" className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        <ChevronLeft aria-hidden /> Precedente
      </Button>
      <p aria-live="polite" className="text-sm font-semibold text-navy-700">
        Pagina {page.page} di {pages}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page.page >= pages}
        onClick={() => onPage(page.page + 1)}
      >
        Successiva <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
