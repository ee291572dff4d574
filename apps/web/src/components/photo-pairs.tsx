import { useState } from 'react';
import type { Handover } from '@rental/shared/handover';
import { PHOTO_POSITIONS, POSITION_LABELS } from '@rental/shared/handover-photos';
import { PrivateFile } from './private-file';
import './photo-pairs.css';

type Photo = Handover['photos'][number];

interface PhotoPairsProps {
  pickup: Handover['photos'];
  /** null until the car is back: the pickup's photos alone. */
  back: Handover['photos'] | null;
  auth: 'user' | 'admin';
  /** What the list is called, when it is not the whole record (a damage charge's photos). */
  title?: string;
}

/**
 * docs/product.md#condition-photos: each pickup photo beside the return photo of the same
 * position, then the close-ups of both. Private files, so fetched with the token, and only once
 * the list is opened (a phone on a mobile network).
 */
export function PhotoPairs({ pickup, back, auth, title }: PhotoPairsProps) {
  const [open, setOpen] = useState(false);
  if (pickup.length === 0 && !back?.length) return null;
  const at = (photos: Handover['photos'] | null, position: string) =>
    photos?.find((photo) => photo.position === position);
  const closeUps = (photos: Handover['photos'] | null, when: string) =>
    (photos ?? [])
      .filter((photo) => photo.position === 'close-up' || photo.position === null)
      .map((photo) => ({ photo, when }));
  const rows = PHOTO_POSITIONS.filter((p) => at(pickup, p) || at(back, p));
  const extras = [...closeUps(pickup, 'pickup'), ...closeUps(back, 'return')];
  return (
    <details className="photo-pairs mb-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="fw-medium">
        {title ?? (back ? 'Photos at pickup and return' : `Photos at pickup (${pickup.length})`)}
      </summary>
      {open && (
        <>
          <ul className="list-unstyled mt-3 mb-0">
            {rows.map((position) => (
              <li key={position} className="mb-3">
                <p className="small fw-medium mb-1">{POSITION_LABELS[position]}</p>
                <div className="photo-pair">
                  <Side
                    photo={at(pickup, position)}
                    when="pickup"
                    label={POSITION_LABELS[position]}
                    auth={auth}
                  />
                  {back && (
                    <Side
                      photo={at(back, position)}
                      when="return"
                      label={POSITION_LABELS[position]}
                      auth={auth}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
          {extras.length > 0 && (
            <ul className="photo-extras list-unstyled mb-0">
              {extras.map(({ photo, when }, index) => (
                <li key={photo.url}>
                  <Side
                    photo={photo}
                    when={when}
                    label={photo.note || `Photo ${index + 1}`}
                    auth={auth}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </details>
  );
}

function Side({
  photo,
  when,
  label,
  auth,
}: {
  photo: Photo | undefined;
  when: string;
  label: string;
  auth: 'user' | 'admin';
}) {
  return (
    <figure className="mb-0">
      {photo ? (
        <PrivateFile
          url={photo.thumbnailUrl}
          contentType="image/webp"
          auth={auth}
          alt={`${label} at ${when}`}
          className="photo-pair-image"
        />
      ) : (
        <div className="photo-pair-image photo-pair-missing small">No photo</div>
      )}
      <figcaption className="small text-body-secondary">At {when}</figcaption>
    </figure>
  );
}
