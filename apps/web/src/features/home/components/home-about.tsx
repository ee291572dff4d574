import { Link } from 'react-router';
import { FOUNDED_YEAR } from '@rental/shared/business';
import { BranchPhoto } from '@/components/branch-photo';
import { IconCheck } from '@/components/icons';

const POINTS = [
  'Open 24/7, including festivals and long weekends',
  'Every car insured and serviced between rentals',
  'Doorstep pickup and delivery anywhere in the city',
  'Tourists welcome: rent with your passport and licence',
] as const;

/** docs/product.md#screens: the about section of the home screen. */
export function HomeAbout() {
  return (
    <section className="section section--lazy" aria-labelledby="home-about-title">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <BranchPhoto
              alt="Our branch with a hatchback and an SUV parked outside, ready for pickup"
              lazy
            />
          </div>
          <div className="col-12 col-lg-6">
            <span className="eyebrow">About us</span>
            <h2 id="home-about-title" className="section-title">
              Hyderabad&rsquo;s neighbourhood self-drive rental since {FOUNDED_YEAR}
            </h2>
            <p className="lead-muted">
              We started with a handful of cars in Boduppal and a simple idea: renting a car should
              be as easy as booking a cab, and you should get to drive it yourself. Today our three
              branches serve families, students, IT professionals and visitors across the city.
            </p>
            <ul className="check-list">
              {POINTS.map((point) => (
                <li key={point}>
                  <IconCheck /> {point}
                </li>
              ))}
            </ul>
            <Link to="/about" className="btn btn-outline-primary mt-2">
              More about us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
