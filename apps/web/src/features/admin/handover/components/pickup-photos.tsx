import { useState } from 'react';
import type { Handover } from '@rental/shared/handover';
import { PrivateFile } from '@/components/private-file';

/**
 * The photos taken at pickup, to compare the car with on its return. They are private (the
 * renter's and the admin's only), so each is fetched with the token, and only once opened.
 */
export function PickupPhotos({ photos }: { photos: Handover['photos'] }) {
  const [open, setOpen] = useState(false);
  if (photos.length === 0) return null;
  return (
    <details
      className="handover-card handover-details mb-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="fw-medium">Photos at pickup ({photos.length})</summary>
      {open && (
        <ul className="handover-photos list-unstyled mt-3 mb-0">
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <PrivateFile
                url={photo.thumbnailUrl}
                contentType="image/webp"
                auth="admin"
                alt={`Pickup photo ${index + 1}`}
                className="handover-photo"
              />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
