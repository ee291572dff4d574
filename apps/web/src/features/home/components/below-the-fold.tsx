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
      <Testimonials />
      <HomeCta />
      <BranchList />
    </>
  );
}
