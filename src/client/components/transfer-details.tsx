import type { ReactNode } from 'react';
import { Landmark } from 'lucide-react';
import { formatIban } from '#domain/iban.ts';
import { formatEuro } from '../lib/format.ts';
import { CopyButton } from './copy-button.tsx';

function CopyLine({ label, value, shown }: { label: string; value: string; shown?: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 rounded-xl bg-sand-50 px-4 py-3">
      <dt className="text-sm text-navy-600">{label}</dt>
      <dd className="col-start-1 font-semibold break-words text-navy-900">{shown ?? value}</dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <CopyButton label={label} value={value} />
      </dd>
    </div>
  );
}

/**
 * The spec's "Dettagli Bonifico": where the transfer goes, how much and its causale, each with
 * a copy button. On the payment page and the traveller's booking page.
 */
export function TransferDetails({
  accountHolder,
  iban,
  amount,
  paymentReference,
  children,
}: {
  accountHolder: string;
  iban: string;
  amount: number;
  paymentReference: string;
  /** A note below the lines: what the amount is, how to write the causale. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="transfer-title"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6"
    >
      <h2
        id="transfer-title"
        className="flex items-center gap-2 text-2xl font-semibold text-navy-900"
      >
        <Landmark className="size-6 text-sea-700" aria-hidden /> Dettagli Bonifico
      </h2>
      <dl className="mt-4 grid gap-3">
        <CopyLine label="Intestatario" value={accountHolder} />
        <CopyLine label="IBAN" value={iban} shown={formatIban(iban)} />
        <CopyLine label="Importo" value={String(amount)} shown={formatEuro(amount)} />
        <CopyLine label="Causale" value={paymentReference} />
      </dl>
      <p className="mt-4 text-sm text-navy-700">{children}</p>
    </section>
  );
}
