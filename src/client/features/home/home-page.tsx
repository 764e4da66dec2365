import { BackToTop } from './back-to-top.tsx';
import { Hero } from './hero.tsx';
import { LoadingVeil } from './loading-veil.tsx';
import { MapSection } from './map-section.tsx';
import { PackagesSection } from './packages-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { StepsSection } from './steps-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { TrustSection } from './trust-section.tsx';
import { WhyUsSection } from './why-us-section.tsx';

export function HomePage() {
  return (
    <>
      <LoadingVeil />
      <Hero />
      <PackagesSection />
      <StatsSection />
      <StepsSection />
      <TrustSection />
      <TestimonialsSection />
      <WhyUsSection />
      <MapSection />
      <BackToTop />
    </>
  );
}
