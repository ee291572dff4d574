import { useState } from 'react';
import type { Handover } from '@rental/shared/handover';
import { PrivateFile } from '@/components/private-file';

/**
 * The pickup's close-ups (and the unnamed photos of older records), to compare the car with on
 * its return. The six positions are not repeated here: the walk shows each beside the new photo
 * (docs/product.md#condition-photos). Private files, fetched with the token once opened.
 */
export function PickupCloseUps({ photos }: { photos: Handover['photos'] }) {
  const [open, setOpen] = useState(false);
  const closeUps = photos.filter((photo) => photo.position === 'close-up' || !photo.position);
  if (closeUps.length === 0) return null;
  return (
    <details
      className="handover-card handover-details mb-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="fw-medium">Close-ups at pickup ({closeUps.length})</summary>
      {open && (
        <ul className="handover-photos list-unstyled mt-3 mb-0">
          {closeUps.map((photo, index) => (
            <li key={photo.url}>
              <PrivateFile
                url={photo.thumbnailUrl}
                contentType="image/webp"
                auth="admin"
                alt={photo.note || `Pickup photo ${index + 1}`}
                className="handover-photo"
              />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
