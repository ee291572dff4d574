import { MONTH_DAYS, WEEK_DAYS, type DateRule, type RateCard } from './rate-card';

// docs/product.md#rate-plans: the price of each rental day under the date rules, and the
// cheapest cover of the days by monthly, weekly and daily prices; quote.ts turns them into lines.

/** The rule that sets a day's price: a date range first, then the weekend uplift; one per day. */
export function ruleOfDay(rules: readonly DateRule[], day: string): DateRule | null {
  const ranges = rules.filter((r) => r.kind === 'range' && r.from! <= day && day <= r.to!);
  if (ranges.length > 0) {
    return ranges.reduce((a, b) => (Math.abs(b.percent) > Math.abs(a.percent) ? b : a));
  }
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return rules.find((r) => r.kind === 'weekend') ?? null;
  return null;
}

/** What a rule adds to (or takes off) one day's price, in whole rupees. */
export function ruleAdjustment(pricePerDay: number, rule: DateRule | null): number {
  return rule ? Math.round((pricePerDay * rule.percent) / 100) : 0;
}

export interface DayPlan {
  months: number;
  weeks: number;
  /** Indexes of the days priced one by one. */
  daily: number[];
}

/**
 * The cheapest cover of `prices.length` days by monthly and weekly blocks (which may cover more
 * days than are left) and single days; on a tie, single days, so a car with only a day price
 * is priced as before.
 */
export function cheapestCover(prices: readonly number[], card: RateCard): DayPlan {
  const n = prices.length;
  const cost: number[] = [0];
  const step: { from: number; kind: 'day' | 'week' | 'month' }[] = [{ from: 0, kind: 'day' }];
  for (let i = 1; i <= n; i++) {
    let best = cost[i - 1]! + prices[i - 1]!;
    let choice = { from: i - 1, kind: 'day' as 'day' | 'week' | 'month' };
    const blocks = [
      { kind: 'week' as const, len: WEEK_DAYS, price: card.pricePerWeek },
      { kind: 'month' as const, len: MONTH_DAYS, price: card.pricePerMonth },
    ];
    for (const block of blocks) {
      if (block.price === null) continue;
      for (let j = Math.max(0, i - block.len); j < i; j++) {
        if (cost[j]! + block.price < best) {
          best = cost[j]! + block.price;
          choice = { from: j, kind: block.kind };
        }
      }
    }
    cost.push(best);
    step.push(choice);
  }
  const plan: DayPlan = { months: 0, weeks: 0, daily: [] };
  for (let i = n; i > 0; i = step[i]!.from) {
    const { kind } = step[i]!;
    if (kind === 'month') plan.months += 1;
    else if (kind === 'week') plan.weeks += 1;
    else plan.daily.push(i - 1);
  }
  plan.daily.reverse();
  return plan;
}
