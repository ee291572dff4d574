// docs/product.md#screens: the marketing facts, one place for the home and about screens.
export const STATS = [
  { value: '100+', label: 'Cars in our fleet' },
  { value: '50K+', label: 'Happy customers' },
  { value: '25+', label: 'Cities driven to' },
  { value: '4.9', label: 'Average rating' },
] as const;

export const SATISFACTION = '99%';
