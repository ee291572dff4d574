import { describe, expect, it } from 'vitest';
import { describeRating } from './rating';
import { averageRating, ReviewInputSchema } from './reviews';

describe('review rules', () => {
  it('averages to one decimal, and gives nothing for no reviews', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
  });

  it('says the rating in words only when one was computed', () => {
    expect(describeRating({ average: null, count: 0 })).toBeNull();
    expect(describeRating({ average: 4, count: 1 })).toBe('4.0 out of 5 from 1 review');
    expect(describeRating({ average: 4.6, count: 1200 })).toBe('4.6 out of 5 from 1,200 reviews');
  });

  it('takes 1 to 5 whole stars and some words', () => {
    expect(ReviewInputSchema.safeParse({ rating: 5, text: ' Clean car ' }).data).toEqual({
      rating: 5,
      text: 'Clean car',
    });
    for (const rating of [0, 6, 4.5]) {
      expect(ReviewInputSchema.safeParse({ rating, text: 'ok' }).success).toBe(false);
    }
    expect(ReviewInputSchema.safeParse({ rating: 4, text: '   ' }).success).toBe(false);
  });
});
