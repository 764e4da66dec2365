export {
  handOffDeparture,
  handOffTrip,
  lastBookingId,
  type BookingData,
} from './booking-handoff.ts';
export { useBooking } from './api.ts';
