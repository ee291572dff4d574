// docs/product.md#rate-plans: GST inside one bill of ₹5,000 at each rate the fleet has, to the
// paisa, worked out by hand.

export const GOLDEN_GST: {
  ratePercent: number;
  price: number;
  taxablePaise: number;
  halfPaise: number;
}[] = [
  { ratePercent: 5, price: 5_000, taxablePaise: 476_190, halfPaise: 11_905 },
  { ratePercent: 18, price: 5_000, taxablePaise: 423_728, halfPaise: 38_136 },
  { ratePercent: 40, price: 5_000, taxablePaise: 357_142, halfPaise: 71_429 },
];
