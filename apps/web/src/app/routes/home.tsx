import { BRAND_NAME } from '@rental/shared/business';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { DateSearchForm } from '@/components/date-search-form';
import { FeaturedCars } from '@/features/home/components/featured-cars';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { HomeBanner } from '@/features/home/components/home-banner';
import { LazyBelowTheFold } from '@/features/home/components/lazy-below-the-fold';
import { StatsStrip } from '@/features/home/components/stats-strip';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/home/home.scss';

export function HomePage() {
  usePageMeta(
    '',
    'Self-drive car rental in Hyderabad since 2019: hatchbacks, sedans, SUVs and EVs by the hour, day, week or month from Boduppal, Vanasthalipuram and Dilsukhnagar, with doorstep delivery, 24/7.',
  );
  return (
    <>
      <h1 className="visually-hidden">{BRAND_NAME}: self-drive car rental in Hyderabad</h1>
      <HeroCarousel />
      {/* The hero is the first paint; the rest follows at once, in short tasks. */}
      <AfterFirstPaint placeholder={<div className="home-rest-slot" />}>
        {/* docs/product.md#availability: the search by dates, directly below the hero. */}
        <section className="home-search" aria-label="Search cars by dates">
          <div className="container">
            <DateSearchForm />
          </div>
        </section>
        <StatsStrip />
        <HomeBanner />
        <FeaturedCars />
        <LazyBelowTheFold />
      </AfterFirstPaint>
    </>
  );
}
