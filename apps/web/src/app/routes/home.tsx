import { BRAND_NAME } from '@rental/shared/business';
import { BranchList } from '../../features/home/components/branch-list';
import { FeaturedCars } from '../../features/home/components/featured-cars';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { HomeAbout } from '../../features/home/components/home-about';
import { HomeBanner } from '../../features/home/components/home-banner';
import { HomeCta } from '../../features/home/components/home-cta';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { Services } from '../../features/home/components/services';
import { StatsStrip } from '../../features/home/components/stats-strip';
import { Testimonials } from '../../features/home/components/testimonials';
import { usePageMeta } from '../../lib/page-meta';
import '../../features/home/home.scss';

export function HomePage() {
  usePageMeta(
    '',
    'Self-drive car rental in Hyderabad since 2019: hatchbacks, sedans, SUVs and EVs by the hour, day, week or month from Boduppal, Vanasthalipuram and Dilsukhnagar, with doorstep delivery, 24/7.',
  );
  return (
    <>
      <h1 className="visually-hidden">{BRAND_NAME}: self-drive car rental in Hyderabad</h1>
      <HeroCarousel />
      <StatsStrip />
      <HomeBanner />
      <FeaturedCars />
      <HomeAbout />
      <HowItWorks />
      <Services />
      <Testimonials />
      <HomeCta />
      <BranchList />
    </>
  );
}
