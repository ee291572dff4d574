import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { FEATURED_CARS_MAX } from '@rental/shared/constants';
import { CarCard } from '@/components/car-card';
import { CarCardPlaceholder } from '@/components/car-card-placeholder';
import { useReducedMotion } from '@/components/carousel/use-reduced-motion';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';
import { useFeaturedCars } from '../api/get-featured-cars';

/**
 * docs/product.md#screens: featured cars (featured and available, at most 6) in a row that shows 3 on desktop,
 * 2 under 768 px and 1 under 576 px, and scrolls sideways with a swipe on a phone.
 */
export function FeaturedCars() {
  const query = useFeaturedCars();
  // The API applies docs/product.md#booking's rule (featured and available); the screen shows at most six.
  const cars = query.data?.slice(0, FEATURED_CARS_MAX) ?? [];
  const track = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [edges, setEdges] = useState({ start: true, end: false });

  const updateEdges = () => {
    const el = track.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 4,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4,
    });
  };

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.firstElementChild as HTMLElement | null;
    if (!el || !slide || typeof el.scrollBy !== 'function') return;
    const step = slide.getBoundingClientRect().width + 24;
    el.scrollBy({ left: direction * step, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const empty = query.isSuccess && cars.length === 0;
  return (
    <section className="section section--tint" aria-labelledby="featured-title">
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">Featured cars</span>
            <h2 id="featured-title" className="section-title">
              Popular with our renters
            </h2>
            <p className="lead-muted mb-0">
              Well-kept cars our customers book again and again, ready at our branches today.
            </p>
          </div>
          {!empty && !query.isError && (
            <div className="featured__arrows">
              <button
                type="button"
                className="btn btn-outline-secondary featured__arrow"
                onClick={() => scroll(-1)}
                disabled={edges.start}
              >
                <IconChevronLeft />
                <span className="visually-hidden">Previous cars</span>
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary featured__arrow"
                onClick={() => scroll(1)}
                disabled={edges.end || cars.length === 0}
              >
                <IconChevronRight />
                <span className="visually-hidden">More cars</span>
              </button>
            </div>
          )}
        </div>
        {query.isError || empty ? (
          <p className="featured__note">
            {query.isError
              ? 'We could not load our featured cars just now.'
              : 'Our featured cars are all out on the road right now.'}{' '}
            The whole fleet is one tap away.
          </p>
        ) : (
          <ul
            ref={track}
            className="featured__track"
            onScroll={updateEdges}
            aria-busy={query.isPending}
            // A scrollable list must be reachable with the keyboard.
            tabIndex={0}
            aria-label="Featured cars"
          >
            {query.isPending
              ? [0, 1, 2].map((i) => (
                  <li key={i} className="featured__slide">
                    <CarCardPlaceholder />
                  </li>
                ))
              : cars.map((car) => (
                  <li key={car._id} className="featured__slide">
                    <CarCard car={car} />
                  </li>
                ))}
          </ul>
        )}
        <div className="text-center mt-4">
          <Link to="/cars" className="btn btn-primary btn-lg">
            Browse All Cars
          </Link>
        </div>
      </div>
    </section>
  );
}
