import { paymentKindLabels, type BookingPayment } from '#domain/payments.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';

/** The sums a booking received, as they arrived, and who saw each one arrive. */
export function PaymentList({ payments }: { payments: readonly BookingPayment[] }) {
  return (
    <div className="mt-5">
      <h3 className="font-sans text-base font-semibold text-navy-900">Pagamenti ricevuti</h3>
      {payments.length === 0 ? (
        <p className="mt-1 text-navy-700">Nessun pagamento registrato.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {payments.map((payment) => (
            <li key={payment.id}>
              <span className="font-semibold text-navy-900">
                {paymentKindLabels[payment.kind]}: {formatEuro(payment.amount)}
              </span>
              <span className="block text-sm text-navy-600">
                Arrivato il {formatDate(payment.receivedOn)} ·{' '}
                {payment.recordedBy
                  ? `registrato da ${payment.recordedBy}`
                  : 'registrato prima del registro dei pagamenti'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
