import { PinChecker } from '@/components/pin-checker';
import { BranchList } from './branch-list';
import { HomeAbout } from './home-about';
import { HomeCta } from './home-cta';
import { HowItWorks } from './how-it-works';
import { Services } from './services';
import { Testimonials } from './testimonials';

/** The home sections under the featured cars, loaded as the visitor scrolls towards them. */
export function BelowTheFold() {
  return (
    <>
      <HomeAbout />
      <HowItWorks />
      <Services />
      <section className="container py-4" aria-label="Doorstep delivery">
        <PinChecker />
      </section>
      <Testimonials />
      <HomeCta />
      <BranchList />
    </>
  );
}
