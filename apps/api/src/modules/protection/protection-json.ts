import type { BookingProtection, ProtectionPlan } from '@rental/shared/protection';
import type { ProtectionPlanRow } from './protection.repository';

// docs/product.md#protection-plans: a plan as the API answers it, and as a booking keeps it.

export function toPlan(row: ProtectionPlanRow): ProtectionPlan {
  return {
    _id: row.id,
    name: row.name,
    pricePerDay: row.price_per_day,
    damageCap: row.damage_cap,
    active: row.active === 1,
    sortOrder: row.sort_order,
  };
}

export function snapshotOf(plan: ProtectionPlan): BookingProtection {
  return {
    planId: plan._id,
    name: plan.name,
    pricePerDay: plan.pricePerDay,
    damageCap: plan.damageCap,
  };
}

/** The plan a booking row keeps; null on a booking made without one. */
export function protectionOfBooking(row: { protection: string | null }): BookingProtection | null {
  return row.protection ? (JSON.parse(row.protection) as BookingProtection) : null;
}
