import { useState } from 'react';
import { CLEARED_CAR_FILTERS, applyCarFilters, brandOptions } from '@rental/shared/car-filter';
import { useCars } from '../../api/cars';
import { CarFilterDialog } from '../../features/cars/components/car-filter-dialog';
import { CarResults } from '../../features/cars/components/car-results';
import { CarToolbar } from '../../features/cars/components/car-toolbar';
import { useCarFilters } from '../../features/cars/hooks/use-car-filters';
import { usePageMeta } from '../../lib/page-meta';
import '../../features/cars/cars.scss';

export function CarsPage() {
  usePageMeta(
    'Cars for self-drive rent in Hyderabad',
    'Browse self-drive hatchbacks, sedans, SUVs and EVs in Hyderabad. Search by name or brand, filter by fuel, type and seats, and book by the day.',
  );
  const cars = useCars();
  const [filters, setFilters] = useCarFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const all = cars.data ?? [];
  const shown = applyCarFilters(all, filters);

  return (
    <>
      <section className="page-hero page-hero--compact">
        <div className="container">
          <span className="eyebrow">Our fleet</span>
          <h1>Self-drive cars in Hyderabad</h1>
          <p>
            Hatchbacks, sedans, SUVs and EVs, priced per day. Pick up at Boduppal, Vanasthalipuram
            or Dilsukhnagar, or get the car delivered.
          </p>
        </div>
      </section>
      <div className="container py-4 py-lg-5">
        <CarToolbar
          filters={filters}
          onChange={setFilters}
          onOpenFilters={() => setFiltersOpen(true)}
        />
        {cars.isError ? (
          <div
            className="alert alert-danger d-flex flex-wrap align-items-center gap-3"
            role="alert"
          >
            <span>We could not load the cars just now. Please check your connection.</span>
            <button type="button" className="btn btn-sm btn-danger" onClick={() => cars.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <p className="car-count" aria-live="polite">
              {cars.isPending
                ? 'Loading cars...'
                : `Showing ${shown.length} of ${all.length} ${all.length === 1 ? 'car' : 'cars'}`}
            </p>
            <CarResults
              cars={shown}
              loading={cars.isPending}
              onClearFilters={() => setFilters({ ...CLEARED_CAR_FILTERS, sort: filters.sort })}
            />
          </>
        )}
      </div>
      <CarFilterDialog
        show={filtersOpen}
        filters={filters}
        cars={all}
        brands={brandOptions(all)}
        onApply={setFilters}
        onClose={() => setFiltersOpen(false)}
      />
    </>
  );
}
