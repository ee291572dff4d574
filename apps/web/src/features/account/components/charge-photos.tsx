import type { Booking } from '@rental/shared/bookings';
import { citedPhotos } from '@rental/shared/damage-claims';
import { PhotoPairs } from '@/components/photo-pairs';

// docs/product.md#damage-claims: under a damage charge, the photos it cites as pairs: a cited
// position shows its pickup photo beside its return photo, a cited close-up on its own.

export function ChargePhotos({
  cites,
  booking,
}: {
  cites: readonly string[];
  booking: Partial<Pick<Booking, 'pickup' | 'return'>>;
}) {
  if (cites.length === 0 || !booking.pickup) return null;
  const cited = citedPhotos(cites, booking.pickup.photos, booking.return?.photos ?? null);
  return (
    <PhotoPairs
      pickup={cited.pickup}
      back={cited.back}
      auth="user"
      title={`Photos of the damage (${cites.length} cited)`}
    />
  );
}
