// The advertising variant's own pages, loaded together when a visitor from an ad arrives.
export { AdsBookingPage } from './ads-booking-page.tsx';
export { AdsHomePage } from './ads-home-page.tsx';
export { AdsLayout } from './ads-layout.tsx';
export { AdsTravelPage } from './ads-travel-page.tsx';
