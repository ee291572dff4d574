import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CLEARED_CAR_FILTERS,
  applyCarFilters,
  brandOptions,
  carFiltersToQuery,
  isBookable,
} from '@rental/shared/car-filter';
import { CAR_LIST_PAGE, carCountText } from '@rental/shared/car-list-page';
import { useCarSearch, useCars } from '@/api/cars';
import { DateSearchForm } from '@/components/date-search-form';
import { CarFilterDialog } from '@/features/cars/components/car-filter-dialog';
import { CarResults } from '@/features/cars/components/car-results';
import { CarToolbar } from '@/features/cars/components/car-toolbar';
import { useCarFilters } from '@/features/cars/hooks/use-car-filters';
import { readDateSearch, searchPeriod } from '@/lib/date-search';
import { formatKolkataDateTime } from '@/lib/date-format';
import { usePageMeta } from '@/lib/page-meta';
import { releaseServerFrame } from '@/lib/server-frame';
import '@/features/cars/cars.scss';

export function CarsPage() {
  usePageMeta(CAR_LIST_PAGE.title, CAR_LIST_PAGE.description);
  const [params] = useSearchParams();
  // docs/product.md#availability: with dates in the address, every car comes with whether it is free for them.
  const search = readDateSearch(params);
  const period = searchPeriod(search);
  const dated = period ? search : null;
  const plain = useCars({ enabled: !dated });
  const searched = useCarSearch(dated);
  const cars = dated ? searched : plain;
  const [filters, setFilters] = useCarFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The cards render as a transition React can split into short tasks (main thread free).
  const data = useDeferredValue(cars.data);
  const loading = data === undefined;
  const all = data ?? [];
  const shown = applyCarFilters(all, filters);
  const { branch: _branch, ...keep } = carFiltersToQuery(filters);
  // The server's frame of the list stays above the page until its cards are drawn here.
  useEffect(() => {
    if (!loading || cars.isError) releaseServerFrame();
  }, [loading, cars.isError]);
  useEffect(() => releaseServerFrame, []);

  return (
    <>
      <div className="container pt-3 pb-4 py-lg-5">
        <DateSearchForm
          key={`${search.from}|${search.to}|${search.branch}`}
          className="mb-3 mb-md-4"
          collapsible
          title="Which cars are free for your dates?"
          initial={search}
          keep={keep}
        />
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
              {loading ? 'Loading cars...' : carCountText(shown.length, all.length)}
              {period && !loading && (
                <strong className="car-count__free">
                  {`${all.filter(isBookable).length} free from ${formatKolkataDateTime(period.from.toISOString())} to ${formatKolkataDateTime(period.to.toISOString())}`}
                </strong>
              )}
            </p>
            <CarResults
              cars={shown}
              dates={dated ? { from: dated.from, to: dated.to } : undefined}
              loading={loading}
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
