import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { carFiltersFromQuery, carFiltersToQuery, type CarFilters } from '@rental/shared/car-filter';

/**
 * The car list's search, filters and sort live in the URL query, so a filtered list can be
 * shared and survives a reload. Changes replace the history entry: Back leaves the list.
 */
export function useCarFilters(): [CarFilters, (next: CarFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => carFiltersFromQuery(params), [params]);
  const setFilters = useCallback(
    (next: CarFilters) =>
      setParams(carFiltersToQuery(next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [filters, setFilters];
}
