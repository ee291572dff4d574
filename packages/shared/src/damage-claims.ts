import { z } from 'zod';
import { photoCites } from './handover-photos';
import { DAMAGE_CLAIM_MESSAGES } from './messages';

// docs/product.md#damage-claims: a damage charge raised after the return cites photos of the
// booking's pickup or return (or carries its own), and comes within DAMAGE_CLAIM_HOURS of it.

/** Default of the DAMAGE_CLAIM_HOURS setting. */
export const DEFAULT_DAMAGE_CLAIM_HOURS = 24;

/** At most every photo of both records. */
export const MAX_DAMAGE_CITES = 24;

/**
 * A photo of the booking: the record and the photo's cite within it, as at the return
 * (`return:rear`, `pickup:close-up-2`).
 */
export const DamagePhotoCiteSchema = z
  .string()
  .regex(
    /^(pickup|return):(front|rear|left|right|odometer|fuel|close-up-[1-6])$/,
    DAMAGE_CLAIM_MESSAGES.badCite,
  );

export const DamagePhotoCitesSchema = z
  .array(DamagePhotoCiteSchema)
  .max(MAX_DAMAGE_CITES, DAMAGE_CLAIM_MESSAGES.badCite)
  .default([]);

type Placed = { position: string | null };

/** The cites of a record's photos; photos of older records without a position count as close-ups. */
export function recordCites(kind: 'pickup' | 'return', photos: readonly Placed[]): string[] {
  return photoCites(photos.map((p) => ({ position: p.position ?? 'close-up' }))).map(
    (cite) => `${kind}:${cite}`,
  );
}

/**
 * The photos a damage charge cites, to show as pairs: a named position brings the pickup and the
 * return photo of that position; a close-up comes alone.
 */
export function citedPhotos<P extends Placed>(
  cites: readonly string[],
  pickup: readonly P[],
  back: readonly P[] | null,
): { pickup: P[]; back: P[] | null } {
  const positions = new Set(
    cites.map((cite) => cite.split(':')[1]!).filter((c) => !c.startsWith('close-up')),
  );
  const keep = (kind: 'pickup' | 'return', photos: readonly P[]) => {
    const own = recordCites(kind, photos);
    return photos.filter(
      (photo, i) =>
        (photo.position !== null && positions.has(photo.position)) || cites.includes(own[i]!),
    );
  };
  return { pickup: keep('pickup', pickup), back: back && keep('return', back) };
}
