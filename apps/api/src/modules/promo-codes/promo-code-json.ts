import type { PromoCode, PromoKind, PromoRule } from '@rental/shared/promo';
import type { PromoCodeRow } from './promo-codes.repository';

// A stored promo code as the API speaks it, and as the shared rules read it.

const list = (json: string) => JSON.parse(json) as string[];

export function toPromoRule(row: PromoCodeRow): PromoRule {
  return {
    kind: row.kind as PromoKind,
    value: row.value,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    minDays: row.min_days,
    carTypes: list(row.car_types),
    branches: list(row.branches),
    maxUses: row.max_uses,
    uses: row.uses,
    active: row.active === 1,
  };
}

export function toPromoCode(row: PromoCodeRow): PromoCode {
  const rule = toPromoRule(row);
  return {
    _id: row.id,
    code: row.code,
    ...rule,
    carTypes: [...rule.carTypes],
    branches: [...rule.branches],
    oncePerRenter: row.once_per_renter === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}
