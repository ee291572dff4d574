import { BUSINESS_EMAIL, FOUNDED_YEAR } from '@rental/shared/business';
import { BranchCards } from '@/components/branch-cards';
import { BranchPhoto } from '@/components/branch-photo';
import { FeatureCards } from '@/components/feature-cards';
import { IconBolt, IconShield } from '@/components/feature-icons';
import { IconCheck, IconChat } from '@/components/icons';
import { StatList } from '@/components/stat-list';

const VALUES = [
  {
    icon: IconCheck,
    title: 'Transparency',
    text: 'The price per day you see is the price you pay. Deposit, kilometres and fuel rules are written down before you book.',
  },
  {
    icon: IconShield,
    title: 'Quality',
    text: 'Every car is insured, serviced on schedule and cleaned and checked between rentals.',
  },
  {
    icon: IconChat,
    title: 'Customer First',
    text: 'A real person answers at any hour, and we would rather solve a problem than argue about it.',
  },
  {
    icon: IconBolt,
    title: 'Innovation',
    text: 'Online booking, doorstep delivery and electric cars: we keep finding easier ways to rent.',
  },
] as const;

const MILESTONES = [
  [String(FOUNDED_YEAR), 'Opened in Boduppal with eight hatchbacks and one phone line.'],
  ['2020', 'Started doorstep pickup and delivery across Hyderabad.'],
  ['2021', 'Opened our Vanasthalipuram branch and added SUVs for family trips.'],
  ['2022', 'Brought in our first electric cars.'],
  ['2023', 'Opened in Dilsukhnagar and launched weekly and monthly plans.'],
  ['2024', 'Crossed 100 cars and 50,000 happy customers.'],
] as const;

export function AboutOverview() {
  return (
    <section className="section" aria-labelledby="overview-title">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <span className="eyebrow">Who we are</span>
            <h2 id="overview-title" className="section-title">
              A local rental company that treats every car like its own
            </h2>
            <p className="lead-muted">
              {`We are a Hyderabad company renting self-drive cars since ${FOUNDED_YEAR}. Our fleet of hatchbacks, sedans, SUVs and EVs serves families visiting relatives, students heading home for festivals, IT professionals on the daily commute, and tourists exploring the Deccan.`}
            </p>
            <p className="lead-muted">
              We keep it simple: fair prices per day, insured and well-kept cars, plans by the hour,
              day, week or month, and a team that picks up the phone 24/7.
            </p>
          </div>
          <div className="col-12 col-lg-6">
            <BranchPhoto alt="Our branch with a hatchback and an SUV parked outside" />
          </div>
        </div>
      </div>
    </section>
  );
}

export function AboutStats() {
  return (
    <section className="section section--dark" aria-labelledby="numbers-title">
      <div className="container">
        <h2 id="numbers-title" className="section-title text-center mb-4">
          Hyderabad drives with us
        </h2>
        <StatList className="stat-cards" />
      </div>
    </section>
  );
}

export function MissionVision() {
  return (
    <section className="section section--tint" aria-label="Mission and vision">
      <div className="container">
        <div className="row g-3 g-lg-4">
          <div className="col-12 col-md-6">
            <div className="mv-card">
              <span className="eyebrow">Our mission</span>
              <h2 className="h4">Freedom to drive, without the hassle</h2>
              <p className="mb-0 text-body-secondary">
                To give everyone in Hyderabad a clean, safe, insured car whenever they need one,
                with honest prices and help that is always one call away.
              </p>
            </div>
          </div>
          <div className="col-12 col-md-6">
            <div className="mv-card mv-card--accent">
              <span className="eyebrow">Our vision</span>
              <h2 className="h4">The self-drive company Hyderabad trusts most</h2>
              <p className="mb-0 text-body-secondary">
                A branch within easy reach of every neighbourhood, a growing electric fleet, and
                renting a car as easy as ordering a meal.
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

export function Founder() {
  return (
    <section className="section" aria-labelledby="founder-title">
      <div className="container">
        <h2 id="founder-title" className="section-title mb-4">
          From our founder
        </h2>
        <figure className="founder mb-0">
          <span className="founder__avatar" aria-hidden="true">
            SR
          </span>
          <div>
            <blockquote>
              <p className="mb-0">
                “I started this company after too many trips spent waiting for cabs and haggling
                over outstation fares. I wanted Hyderabad to have a rental service where the car is
                spotless, the price is clear and someone actually answers at 2 am. Years later, that
                is still the promise we make every morning.”
              </p>
            </blockquote>
            <figcaption>
              <strong>Srikanth Reddy</strong>
              <span className="d-block text-body-secondary">Founder, Boduppal</span>
            </figcaption>
          </div>
        </figure>
      </div>
    </section>
  );
}

export function CoreValues() {
  return (
    <section className="section section--tint" aria-labelledby="values-title">
      <div className="container">
        <div className="section-intro">
          <span className="eyebrow">What we stand for</span>
          <h2 id="values-title" className="section-title">
            Our core values
          </h2>
        </div>
        <FeatureCards features={VALUES} itemClassName="col-12 col-sm-6 col-lg-3" stacked />
      </div>
    </section>
  );
}

export function Milestones() {
  return (
    <section className="section" aria-labelledby="milestones-title">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-4">
            <span className="eyebrow">Our journey</span>
            <h2 id="milestones-title" className="section-title">
              Milestones
            </h2>
            <p className="lead-muted">
              From one branch and eight cars to three branches and a fleet of more than a hundred.
            </p>
          </div>
          <div className="col-12 col-lg-8">
            <ol className="timeline">
              {MILESTONES.map(([year, text]) => (
                <li key={year}>
                  <span className="timeline__year">{year}</span>
                  {text}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}

export function AboutBranches() {
  return (
    <section className="section section--tint" aria-labelledby="about-branches-title">
      <div className="container">
        <span className="eyebrow">Visit us</span>
        <h2 id="about-branches-title" className="section-title">
          Our three branches
        </h2>
        <p className="lead-muted mb-4">
          Every branch is open 24/7 and reachable at {BUSINESS_EMAIL}.
        </p>
        <BranchCards showEmail />
      </div>
    </section>
  );
}
