import { BRANCH_NAMES } from '@rental/shared/business';

// docs/product.md#screens: the marketing facts, one place for the home and about screens. No
// rating here: the only rating shown is the one computed from renters' reviews
// (docs/product.md#reviews).
export const STATS = [
  { value: '100+', label: 'Cars in our fleet' },
  { value: '50K+', label: 'Happy customers' },
  { value: '25+', label: 'Cities driven to' },
  { value: String(BRANCH_NAMES.length), label: 'Branches in Hyderabad' },
] as const;
