export { ContactSection } from './contact-section.tsx';
export { carryContactForm, type ContactFormState } from './form-state.ts';
