export { ConsentHost } from './consent-host.tsx';
export { trackLead } from './pixel.ts';
