import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// The directory keeps its search and page in the address (?q=&page=), so a search can be
// reloaded, shared and reached with Back; a new search goes back to page 1.

export interface CustomerListParams {
  q: string;
  page: number;
}

export function useCustomerListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<CustomerListParams>(() => {
    const page = Number(searchParams.get('page'));
    return {
      q: searchParams.get('q')?.trim() ?? '',
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [searchParams]);
  const update = useCallback(
    (changes: Partial<CustomerListParams>) => {
      setSearchParams(
        (previous) => {
          const q = changes.q ?? previous.get('q') ?? '';
          const page = changes.q !== undefined ? 1 : (changes.page ?? 1);
          const next = new URLSearchParams();
          if (q) next.set('q', q);
          if (page > 1) next.set('page', String(page));
          return next;
        },
        { replace: changes.page === undefined },
      );
    },
    [setSearchParams],
  );
  return [params, update] as const;
}
