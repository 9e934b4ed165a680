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

/** `/`: the public marketing page: hero, features, plans, partners, testimonials, FAQ, call to action. */
export default function LandingPage() {
  // A vendor's link (/?ref=CODE) is remembered for the registration.
  rememberReferral();
  return (
    <LandingLayout>
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
