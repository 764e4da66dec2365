export {
  handOffDeparture,
  handOffTrip,
  hasValidDates,
  lastBookingId,
  type BookingData,
} from './booking-handoff.ts';
