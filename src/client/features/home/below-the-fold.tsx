import { ContactSection } from '../contact/index.ts';
import { BackToTop } from './back-to-top.tsx';
import { MapSection } from './map-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { StepsSection } from './steps-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { TrustSection } from './trust-section.tsx';
import { WhyUsSection } from './why-us-section.tsx';

/** Everything under the packages: loaded as the visitor scrolls towards it. */
export default function BelowTheFold() {
  return (
    <>
      <StatsSection />
      <StepsSection />
      <TrustSection />
      <TestimonialsSection />
      <WhyUsSection />
      <ContactSection heading="h2" className="pb-16 md:pb-20" />
      <MapSection />
      <BackToTop />
    </>
  );
}
