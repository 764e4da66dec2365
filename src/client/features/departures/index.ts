export { default as BookByChat } from './book-by-chat.tsx';
export { default as TripDepartures } from './trip-departures.tsx';
