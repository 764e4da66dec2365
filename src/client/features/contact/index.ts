export { ContactSection } from './contact-section.tsx';
