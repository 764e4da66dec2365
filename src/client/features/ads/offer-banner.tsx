import { BadgePercent } from 'lucide-react';
import { siteConfig } from '../../lib/page-data.ts';

/** The ads pages' discount banner: the configured early-booking discount, said plainly. */
export function OfferBanner({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-[var(--radius-card)] bg-navy-900 p-5 text-white">
      <BadgePercent className="size-8 shrink-0 text-gold-300" aria-hidden />
      <div>
        <p className="font-display text-xl font-semibold">
          Offerta riservata: fino al {siteConfig.discountPercentage}% di sconto
        </p>
        <p className="mt-1 text-navy-100">
          {children ??
            'Per chi prenota in anticipo, sullo stesso viaggio con due coordinatori e gruppi di massimo 10 persone.'}
        </p>
      </div>
    </div>
  );
}
