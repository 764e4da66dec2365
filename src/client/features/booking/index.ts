export { hasValidDates, type BookingData } from './booking-data.ts';
