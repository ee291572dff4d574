import { BRANCH_NAMES } from '@rental/shared/business';
import { DELIVERY_MESSAGES, type DeliveryArea, type PinCheck } from '@rental/shared/delivery';
import type { AuthUser } from '../../auth-user';
import type { Deps } from '../../deps';
import { ForbiddenError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { scopeOf } from '../staff/branch-scope';
import * as repo from './delivery.repository';

// docs/product.md#doorstep-delivery: each branch's area, which the owner edits and the public
// site reads (where the business delivers, and for how much).

/** Every branch's area; a branch never set has no PIN codes and no slots. */
export async function deliveryAreas(deps: Pick<Deps, 'db'>): Promise<DeliveryArea[]> {
  const [settings, pins, daysOff] = await Promise.all([
    repo.listSettings(deps.db),
    repo.listPins(deps.db),
    repo.listDaysOff(deps.db),
  ]);
  return BRANCH_NAMES.map((branch) => ({
    branch,
    slotsPerHour: settings.find((s) => s.branch === branch)?.slots_per_hour ?? 0,
    pins: pins.filter((p) => p.branch === branch).map((p) => ({ pin: p.pin, fee: p.fee })),
    daysOff: daysOff.filter((d) => d.branch === branch).map((d) => d.day),
  }));
}

async function areaOf(deps: Pick<Deps, 'db'>, branch: string): Promise<DeliveryArea> {
  return (await deliveryAreas(deps)).find((a) => a.branch === branch)!;
}

export async function saveDeliveryArea(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  branch: string,
  input: { slotsPerHour: number; pins: { pin: string; fee: number }[] },
): Promise<DeliveryArea> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await areaOf({ db: trx }, branch);
    const pins = [...input.pins].sort((a, b) => a.pin.localeCompare(b.pin));
    await repo.saveArea(trx, branch, input.slotsPerHour, pins, deps.clock().toISOString());
    const after = await areaOf({ db: trx }, branch);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'delivery_area.update',
        entity: 'delivery_area',
        entityId: branch,
        before,
        after,
      },
    );
    return after;
  });
}

/**
 * A branch switches delivery off (or back on) for one day: the owner at any branch, a staff
 * member at their own (they know who is driving that day). Audited with who did it.
 */
export async function setDeliveryDayOff(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: AuthUser,
  branch: string,
  day: string,
  off: boolean,
): Promise<DeliveryArea> {
  const scope = scopeOf(user);
  if (scope !== null && scope !== branch) throw new ForbiddenError(DELIVERY_MESSAGES.otherBranch);
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.isDayOff(trx, branch, day);
    await repo.setDayOff(trx, branch, day, off);
    if (before !== off) {
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId: user.id,
          action: 'delivery_area.day_off',
          entity: 'delivery_area',
          entityId: branch,
          before: { day, off: before },
          after: { day, off },
        },
      );
    }
    return areaOf({ db: trx }, branch);
  });
}

/** The public PIN checker: the branches that deliver to a PIN code, cheapest first. */
export async function checkPin(deps: Pick<Deps, 'db'>, pin: string): Promise<PinCheck> {
  return { pin, branches: await repo.branchesDeliveringTo(deps.db, pin) };
}
