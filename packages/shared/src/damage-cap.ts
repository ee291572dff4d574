import { formatRupees } from './rental';

// docs/product.md#protection-plans: a renter's damage charges on a booking never add up to more
// than their plan's cap, unless staff record an exclusion (with a reason, audited).

export interface DamageCapFacts {
  /** What staff ask for this damage line, in whole rupees. */
  asked: number;
  /** The booking's plan cap; null when the booking has no plan (no cap). */
  cap: number | null;
  /** Damage already charged on the booking (the return's lines and earlier charges). */
  charged: number;
  /** Staff recorded an exclusion: the cap does not apply. */
  excluded: boolean;
}

export interface CappedDamage {
  amount: number;
  /** Whether the cap lowered the amount asked. */
  capped: boolean;
}

/** The amount a damage line may bill: the rupees left under the cap, at most what was asked. */
export function capDamageAmount(facts: DamageCapFacts): CappedDamage {
  if (facts.cap === null || facts.excluded) return { amount: facts.asked, capped: false };
  const left = Math.max(0, facts.cap - Math.max(0, facts.charged));
  const amount = Math.min(facts.asked, left);
  return { amount, capped: amount < facts.asked };
}

/** Several damage lines in order (a return's), each capped by those before it. */
export function capDamageLines(
  asked: readonly number[],
  facts: Omit<DamageCapFacts, 'asked'>,
): CappedDamage[] {
  let charged = facts.charged;
  return asked.map((amount) => {
    const capped = capDamageAmount({ ...facts, asked: amount, charged });
    charged += capped.amount;
    return capped;
  });
}

/** How the staff's forms say the plan's cap beside a damage amount. */
export function capLeftText(facts: { plan: string; cap: number; left: number }): string {
  return `Plan ${facts.plan}: ${formatRupees(facts.cap)} cap, ${formatRupees(facts.left)} left`;
}
