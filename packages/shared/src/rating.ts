// docs/product.md#reviews: how a car's or the business's rating reads. Apart from the review
// schemas, so the pages that only print a rating (the car page, the home page) load no Zod.

/** "4.7 out of 5 from 12 reviews" */
export function describeRating(summary: { average: number | null; count: number }): string | null {
  if (summary.average === null || summary.count === 0) return null;
  const noun = summary.count === 1 ? 'review' : 'reviews';
  return `${summary.average.toFixed(1)} out of 5 from ${summary.count.toLocaleString('en-IN')} ${noun}`;
}
