import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  defaultPlan,
  PROTECTION_MESSAGES,
  type BookingProtection,
  type ProtectionPlan,
  type ProtectionPlanInputSchema,
} from '@rental/shared/protection';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { recordAudit, recordChange } from '../audit/audit.service';
import { snapshotOf, toPlan } from './protection-json';
import * as repo from './protection.repository';

// docs/product.md#protection-plans: the owner's plans, the public list of those offered, and the
// plan a quote or a booking takes.

export { protectionOfBooking } from './protection-json';

type PlanInput = z.output<typeof ProtectionPlanInputSchema>;
type WriteDeps = Pick<Deps, 'db' | 'clock'>;

/** GET /api/protection-plans (offered ones) and GET /api/admin/protection-plans (all). */
export async function listProtectionPlans(
  deps: Pick<Deps, 'db'>,
  onlyActive: boolean,
): Promise<ProtectionPlan[]> {
  return (await repo.listPlans(deps.db, onlyActive)).map(toPlan);
}

const nameTaken = () =>
  new ConflictError(ERROR_CODES.protectionPlanTaken, PROTECTION_MESSAGES.nameTaken, {
    name: PROTECTION_MESSAGES.nameTaken,
  });

const fields = (input: PlanInput) => ({
  name: input.name,
  price_per_day: input.pricePerDay,
  damage_cap: input.damageCap,
  active: input.active ? 1 : 0,
  sort_order: input.sortOrder,
});

export async function createProtectionPlan(
  deps: WriteDeps,
  actorId: string,
  input: PlanInput,
): Promise<ProtectionPlan> {
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.findPlanByName(trx, input.name)) throw nameTaken();
    const now = deps.clock().toISOString();
    const row = { id: randomUUID(), ...fields(input), created_at: now, updated_at: now };
    await repo.insertPlan(trx, row);
    const plan = toPlan(row);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'protection_plan.create',
        entity: 'protection_plan',
        entityId: row.id,
        before: null,
        after: plan,
      },
    );
    return plan;
  });
}

/** An edit changes the plan for new bookings only: each booking keeps the plan it was made with. */
export async function updateProtectionPlan(
  deps: WriteDeps,
  actorId: string,
  id: string,
  input: PlanInput,
): Promise<ProtectionPlan> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findPlan(trx, id);
    if (!before) throw new NotFoundError(PROTECTION_MESSAGES.notFound);
    const same = await repo.findPlanByName(trx, input.name);
    if (same && same.id !== id) throw nameTaken();
    const after = { ...before, ...fields(input), updated_at: deps.clock().toISOString() };
    await repo.updatePlan(trx, id, after);
    const plan = toPlan(after);
    await recordChange(
      { db: trx, clock: deps.clock },
      { actorId, action: 'protection_plan.update', entity: 'protection_plan', entityId: id },
      toPlan(before),
      plan,
    );
    return plan;
  });
}

/**
 * The plan a quote or booking takes: the one named, which must be offered (422 on the field),
 * else the default of the offered ones; null when the owner offers none.
 */
export async function choosePlan(db: Db, planId?: string): Promise<BookingProtection | null> {
  if (planId) {
    const row = await repo.findPlan(db, planId);
    if (!row || row.active !== 1) {
      throw new AppError(422, ERROR_CODES.protectionPlanInactive, PROTECTION_MESSAGES.inactive, {
        protectionPlanId: PROTECTION_MESSAGES.inactive,
      });
    }
    return snapshotOf(toPlan(row));
  }
  const plan = defaultPlan((await repo.listPlans(db, true)).map(toPlan));
  return plan && snapshotOf(plan);
}
