import type { CarSort } from '@rental/shared/constants';

/** docs/product.md#cars sort options, as the visitor reads them. */
export const SORT_LABELS: Record<CarSort, string> = {
  name: 'Name (A to Z)',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Top rated',
};
