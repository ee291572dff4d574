import { ERROR_CODES } from '@rental/shared/api-error';
import { capDamageAmount } from '@rental/shared/damage-cap';
import { PROTECTION_MESSAGES } from '@rental/shared/protection';
import type { NewCharge } from '@rental/shared/charges';
import type { Db } from '../../db/database';
import { ConflictError } from '../../errors';
import { protectionOfBooking } from '../protection/protection.service';
import { damageCharged } from './charges.repository';

// docs/product.md#protection-plans: one step of adding a charge. A damage charge bills at most
// what is left under the booking's plan cap, after the return's damage lines and the earlier
// damage charges (a waived one does not count), unless staff record an exclusion with a reason.

export interface CappedCharge {
  amount: number;
  /** What staff asked, when the cap lowered it. */
  amountAsked: number | null;
  capExclusionReason: string | null;
}

export async function capDamageCharge(
  trx: Db,
  booking: { id: string; protection: string | null },
  input: Pick<NewCharge, 'type' | 'amount' | 'excludeFromCap' | 'exclusionReason'>,
  lock: boolean,
): Promise<CappedCharge> {
  if (input.type !== 'damage') {
    return { amount: input.amount, amountAsked: null, capExclusionReason: null };
  }
  const cap = protectionOfBooking(booking)?.damageCap ?? null;
  const excluded = input.excludeFromCap;
  const charged = cap === null || excluded ? 0 : await damageCharged(trx, booking.id, lock);
  const capped = capDamageAmount({ asked: input.amount, cap, charged, excluded });
  if (capped.amount === 0) {
    throw new ConflictError(ERROR_CODES.damageCapReached, PROTECTION_MESSAGES.capReached(cap!));
  }
  return {
    amount: capped.amount,
    amountAsked: capped.capped ? input.amount : null,
    capExclusionReason: excluded ? input.exclusionReason : null,
  };
}
