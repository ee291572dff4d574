import { describe, expect, it } from 'vitest';
import { planPrices } from './plan-prices';

describe('the plans a car shows', () => {
  it('lists only the plans the car has', () => {
    expect(planPrices({})).toEqual([]);
    expect(
      planPrices({ pricePerHour: 250, minHours: 4, pricePerWeek: 10_000, unlimitedKmPerDay: 500 }),
    ).toEqual(['from ₹250/hour (4 h minimum)', '₹10,000/week', 'unlimited km +₹500/day']);
  });
});
