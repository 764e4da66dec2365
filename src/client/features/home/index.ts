export { LoadingVeil } from './loading-veil.tsx';
export { PackagesSection } from './packages-section.tsx';
export { TestimonialsSection } from './testimonials-section.tsx';
