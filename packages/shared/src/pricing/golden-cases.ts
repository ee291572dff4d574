import { GOLDEN_ADJUSTMENT_CASES } from './golden-adjustments';
import type { GoldenCase } from './golden-fixtures';
import { GOLDEN_PLAN_CASES } from './golden-plans';
import { GOLDEN_TRIP_CASES } from './golden-trips';

// docs/product.md#rate-plans: the golden table, every row worked out by hand from the rule in
// words. The shared function and the API (quote, booking, extension, bill, invoice) must all
// answer it. The rows live in three files by what they try; their shape in golden-fixtures.ts.

export const GOLDEN_CASES: GoldenCase[] = [
  ...GOLDEN_PLAN_CASES,
  ...GOLDEN_ADJUSTMENT_CASES,
  ...GOLDEN_TRIP_CASES,
];
