import { describe, expect, it } from 'vitest';
import { cardPlanLine, planPrices } from './plan-prices';

describe('the plans a car shows', () => {
  it('lists only the plans the car has', () => {
    expect(planPrices({})).toEqual([]);
    expect(
      planPrices({ pricePerHour: 250, minHours: 4, pricePerWeek: 10_000, unlimitedKmPerDay: 500 }),
    ).toEqual(['from ₹250/hour (4 h minimum)', '₹10,000/week', 'unlimited km +₹500/day']);
  });
});

describe('the plan a car card shows', () => {
  it('shows the hourly price first, else the weekly one, else none', () => {
    expect(cardPlanLine({ pricePerHour: 150, minHours: 4, pricePerWeek: 10_800 })).toBe(
      'from ₹150/hour',
    );
    expect(cardPlanLine({ pricePerWeek: 22_800, pricePerMonth: 82_000 })).toBe('₹22,800/week');
    expect(cardPlanLine({ pricePerMonth: 82_000 })).toBeNull();
  });
});
