export { useBooking } from './api.ts';
export { HoldDeadline, TransferConfirmation } from './transfer-confirmation.tsx';
export { TripSummary, moneyLines } from './trip-summary.tsx';
