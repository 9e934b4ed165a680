import { useEffect, useRef } from 'react';
import { rememberReferral } from '../../../lib/referral.ts';
import { Faq } from '../components/Faq.tsx';
import { Features } from '../components/Features.tsx';
import { FinalCta } from '../components/FinalCta.tsx';
import { Hero } from '../components/Hero.tsx';
import { HowItWorks } from '../components/HowItWorks.tsx';
import { LandingLayout } from '../components/LandingLayout.tsx';
import { PartnerStrip } from '../components/PartnerStrip.tsx';
import { PlansSection } from '../components/PlansSection.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { mountLandingIslands } from '../islands/index.ts';

/**
 * `/`: the public marketing page: hero, features, plans, partners, testimonials, FAQ, call to action. Its
 * interactive parts are islands (../islands/index.ts): a first visit gets this page as prerendered HTML
 * enhanced by them without React (src/bootLanding.ts); when the app renders it (a navigation to `/` inside the
 * app, the dev server), it starts the same islands on what it rendered.
 */
export default function LandingPage() {
  // A vendor's link (/?ref=CODE) is remembered for the registration.
  rememberReferral();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? mountLandingIslands(ref.current, { themeToggle: false }) : undefined), []);
  return (
    <LandingLayout ref={ref}>
      <Hero />
      <Features />
      <HowItWorks />
      <PlansSection />
      <PartnerStrip />
      <Testimonials />
      <Faq />
      <FinalCta />
    </LandingLayout>
  );
}
