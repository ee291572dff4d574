import type { Db } from '../db/database';
import { insertPlan, listPlans } from '../modules/protection/protection.repository';

// docs/product.md#protection-plans and #configuration (SEED_DEMO): three sample plans, from a
// free one with a high damage cap to a paid one with a low cap. An owner who already set plans
// keeps their own.

export const DEMO_PROTECTION_PLANS = [
  { id: 'demo-basic', name: 'Basic', price_per_day: 0, damage_cap: 25_000, sort_order: 0 },
  { id: 'demo-standard', name: 'Standard', price_per_day: 199, damage_cap: 10_000, sort_order: 1 },
  { id: 'demo-zero', name: 'Zero liability', price_per_day: 399, damage_cap: 2000, sort_order: 2 },
];

export async function seedProtectionPlans(trx: Db, now: string): Promise<void> {
  if ((await listPlans(trx)).length > 0) return;
  for (const plan of DEMO_PROTECTION_PLANS) {
    await insertPlan(trx, { ...plan, active: 1, created_at: now, updated_at: now });
  }
}
