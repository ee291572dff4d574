import { FOUNDED_YEAR } from '@rental/shared/business';
import {
  AboutBranches,
  AboutOverview,
  AboutStats,
  CoreValues,
  Founder,
  Milestones,
  MissionVision,
} from '@/features/content/components/about-sections';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/content/content.scss';

export function AboutPage() {
  usePageMeta(
    'About us',
    `Hyderabad's self-drive car rental since ${FOUNDED_YEAR}: our story, values, milestones and three branches in Boduppal, Vanasthalipuram and Dilsukhnagar.`,
  );
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">About us</span>
          <h1>Self-drive rentals, the Hyderabad way</h1>
          <p>
            Since {FOUNDED_YEAR} we have handed over the keys to more than 50,000 drivers, from
            first-time renters to families on long road trips.
          </p>
        </div>
      </section>
      <AboutOverview />
      <AboutStats />
      <MissionVision />
      <Founder />
      <CoreValues />
      <Milestones />
      <AboutBranches />
    </>
  );
}
