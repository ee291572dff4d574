import { ERROR_CODES } from '@rental/shared/api-error';
import type { NewCharge } from '@rental/shared/charges';
import { DAMAGE_CLAIM_MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { ConflictError, ValidationError } from '../../errors';
import { bookingPhotoCites } from '../handover/photo-cites.service';

// docs/product.md#damage-claims: a damage charge raised after the return comes within
// DAMAGE_CLAIM_HOURS of it and cites at least one photo: of the booking's pickup or return, or
// an image among its own evidence files. Other charge types pass untouched. Kept apart from
// addCharge so other rules on damage (the protection plan's cap) sit beside it.

const HOUR = 3_600_000;

/**
 * Refuses a damage charge raised too late after `returnedAt` (ms) or without proof; answers the
 * cites to keep with it (none for other types).
 */
export async function checkDamageProof(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  bookingId: string,
  input: Pick<NewCharge, 'type' | 'photos'>,
  evidence: readonly { contentType: string }[],
  returnedAt: number,
): Promise<string[]> {
  if (input.type !== 'damage') return [];
  const hours = deps.config.damageClaimHours;
  if (deps.clock().getTime() > returnedAt + hours * HOUR) {
    throw new ConflictError(ERROR_CODES.chargeWindowClosed, DAMAGE_CLAIM_MESSAGES.tooLate(hours));
  }
  const images = evidence.filter((file) => file.contentType.startsWith('image/'));
  if (input.photos.length === 0 && images.length === 0) {
    throw new ValidationError(DAMAGE_CLAIM_MESSAGES.needsPhoto, {
      photos: DAMAGE_CLAIM_MESSAGES.needsPhoto,
    });
  }
  const known = await bookingPhotoCites(deps.db, bookingId);
  if (input.photos.some((cite) => !known.includes(cite))) {
    throw new ValidationError(DAMAGE_CLAIM_MESSAGES.unknownPhoto, {
      photos: DAMAGE_CLAIM_MESSAGES.unknownPhoto,
    });
  }
  return [...new Set(input.photos)];
}
