import type { Car } from '@rental/shared/cars';
import { MESSAGES } from '@rental/shared/messages';
import { CarCard } from '@/components/car-card';
import { CarCardPlaceholder } from '@/components/car-card-placeholder';
import { IconSearch } from '@/components/feature-icons';

const PLACEHOLDERS = 6;

interface CarResultsProps {
  cars: readonly Car[] | undefined;
  loading: boolean;
  /** docs/product.md#availability: the searched dates, carried on to the car's detail and booking form. */
  dates?: { from: string; to: string };
  onClearFilters: () => void;
}

/** docs/product.md#screens: the cards, 6 placeholders while loading, and 'No cars found' with 'Clear All Filters'. */
export function CarResults({ cars, loading, dates, onClearFilters }: CarResultsProps) {
  if (loading) {
    return (
      <ul className="car-grid" aria-busy="true" aria-label="Loading cars">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i}>
            <CarCardPlaceholder />
          </li>
        ))}
      </ul>
    );
  }
  if (!cars?.length) {
    return (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          <IconSearch />
        </span>
        <h2 className="h4">{MESSAGES.noCarsFound}</h2>
        <p className="text-body-secondary">
          No car matches your search and filters. Clear them to see every car we have.
        </p>
        <button type="button" className="btn btn-primary" onClick={onClearFilters}>
          Clear All Filters
        </button>
      </div>
    );
  }
  return (
    <ul className="car-grid">
      {cars.map((car, i) => (
        <li key={car._id}>
          {/* The first row is in view on arrival: its photos load at once. */}
          <CarCard car={car} headingLevel={2} priority={i < 2} dates={dates} />
        </li>
      ))}
    </ul>
  );
}
