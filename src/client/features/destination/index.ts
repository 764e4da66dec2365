export { DestinationPage } from './destination-page.tsx';
