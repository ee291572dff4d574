import { ERROR_CODES } from '@rental/shared/api-error';
import type { CustomerBlockState } from '@rental/shared/customer-directory';
import { MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { findBlockState, setBlock } from './directory.repository';

// docs/product.md#customers: the owner blocks a renter with a reason; a blocked renter cannot
// book and is told to call the branch. Existing bookings stay as they are.

type BlockDeps = Pick<Deps, 'db' | 'dbKind' | 'clock'>;

/** Whether the renter is blocked now (the booking screen asks before its six steps). */
export async function isRenterBlocked(deps: Pick<Deps, 'db'>, customerId: string) {
  return Boolean((await findBlockState(deps.db, customerId, false))?.blocked_at);
}

/**
 * Refuses a blocked renter's booking. The booking reads the renter's block state inside its
 * transaction, after the renter's row is locked, so a block made at the same moment either
 * comes first and refuses, or after.
 */
export function refuseBlockedRenter(renter: { blocked_at: string | null }): void {
  if (renter.blocked_at) throw new AppError(403, ERROR_CODES.renterBlocked, MESSAGES.renterBlocked);
}

async function changeBlock(
  deps: BlockDeps,
  actorId: string,
  customerId: string,
  reason: string | null,
): Promise<CustomerBlockState> {
  const blocking = reason !== null;
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await findBlockState(trx, customerId, deps.dbKind === 'postgres');
    if (!before) throw new NotFoundError('Customer not found.');
    if ((before.blocked_at !== null) === blocking) {
      throw new ConflictError(
        ERROR_CODES.blockUnchanged,
        blocking ? 'This renter is already blocked.' : 'This renter is not blocked.',
      );
    }
    const after = {
      blocked_at: blocking ? at : null,
      blocked_reason: reason,
      blocked_by: blocking ? actorId : null,
    };
    await setBlock(trx, customerId, after);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: blocking ? 'customer.block' : 'customer.unblock',
        entity: 'customer',
        entityId: customerId,
        before: { blockedAt: before.blocked_at, blockedReason: before.blocked_reason },
        after: { blockedAt: after.blocked_at, blockedReason: after.blocked_reason },
      },
    );
  });
  return { blocked: blocking, blockedAt: blocking ? at : null, reason };
}

export function blockCustomer(
  deps: BlockDeps,
  actorId: string,
  customerId: string,
  reason: string,
): Promise<CustomerBlockState> {
  return changeBlock(deps, actorId, customerId, reason);
}

export function unblockCustomer(
  deps: BlockDeps,
  actorId: string,
  customerId: string,
): Promise<CustomerBlockState> {
  return changeBlock(deps, actorId, customerId, null);
}
