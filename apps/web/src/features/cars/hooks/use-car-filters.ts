import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { carFiltersFromQuery, carFiltersToQuery, type CarFilters } from '@rental/shared/car-filter';

/**
 * The car list's search, filters and sort live in the URL query, so a filtered list can be
 * shared and survives a reload (with the searched dates, which they keep). Changes replace the history entry: Back leaves the list.
 */
export function useCarFilters(): [CarFilters, (next: CarFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => carFiltersFromQuery(params), [params]);
  const setFilters = useCallback(
    (next: CarFilters) =>
      setParams(
        (current) => {
          // docs/product.md#availability: the searched dates stay while the filters change.
          const query = new URLSearchParams(carFiltersToQuery(next));
          for (const name of ['from', 'to']) {
            const value = current.get(name);
            if (value) query.set(name, value);
          }
          return query;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}
