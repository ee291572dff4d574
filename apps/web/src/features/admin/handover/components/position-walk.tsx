import { useRef, useState, type ChangeEvent } from 'react';
import type { Handover } from '@rental/shared/handover';
import {
  PHOTO_POSITIONS,
  POSITION_LABELS,
  type PhotoPosition,
} from '@rental/shared/handover-photos';
import { PrivateFile } from '@/components/private-file';
import type { PositionPhotos } from '../hooks/use-position-photos';
import { CameraIcon } from './camera-icon';
import { CloseUps } from './close-ups';

/** Where to stand for each position, in a line the staff read at a glance. */
const HOW: Record<PhotoPosition, string> = {
  front: 'Two steps in front of the car, the whole bumper and number plate in the frame.',
  rear: 'Two steps behind the car, the whole bumper and number plate in the frame.',
  left: 'From the left, front wheel to rear wheel in the frame.',
  right: 'From the right, front wheel to rear wheel in the frame.',
  odometer: 'The dashboard with the odometer reading sharp.',
  fuel: 'The fuel gauge with its needle clear.',
};

interface PositionWalkProps {
  id: string;
  photos: PositionPhotos;
  /** The server's or the form's word about the photos. */
  error?: string | null;
  /** At the return: the pickup's photos, shown beside each new one. */
  pickup?: Handover['photos'];
}

/**
 * docs/product.md#condition-photos: the staff walk around the car one position at a time, with
 * one thumb: the camera button for the position due, then the next comes up by itself. Any step
 * can be opened again to retake its photo; close-ups with a note follow.
 */
export function PositionWalk({ id, photos, error, pickup }: PositionWalkProps) {
  const [chosen, setChosen] = useState<PhotoPosition | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const current = chosen ?? photos.missing[0] ?? null;
  const step = current ? PHOTO_POSITIONS.indexOf(current) + 1 : PHOTO_POSITIONS.length;
  const shot = current ? photos.named[current] : undefined;
  const before = current && pickup?.find((photo) => photo.position === current);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !current) return;
    await photos.take(current, file);
    setChosen(null);
  };

  const status = photos.preparing
    ? 'Preparing the photo…'
    : current
      ? `Step ${step} of ${PHOTO_POSITIONS.length}: ${POSITION_LABELS[current]}`
      : `All ${PHOTO_POSITIONS.length} positions taken.`;
  const describedBy = `${id}-status${error ? ` ${id}-error` : ''}`;

  return (
    <fieldset className="mb-4" aria-describedby={describedBy}>
      <legend className="form-label fw-medium fs-6 mb-2">Photos of the car</legend>
      <p id={`${id}-status`} className="fw-medium mb-2" aria-live="polite">
        {status}
      </p>
      {current && (
        <div className="handover-card position-card mb-3">
          <p className="form-text mt-0 mb-2">{HOW[current]}</p>
          {(shot || before) && (
            <div className="position-pair mb-2">
              {before && (
                <figure className="mb-0">
                  <PrivateFile
                    url={before.thumbnailUrl}
                    contentType="image/webp"
                    auth="admin"
                    alt={`${POSITION_LABELS[current]} at pickup`}
                    className="handover-photo"
                  />
                  <figcaption className="small">At pickup</figcaption>
                </figure>
              )}
              {shot && (
                <figure className="mb-0">
                  <img
                    src={shot.url}
                    alt={`${POSITION_LABELS[current]} now`}
                    className="handover-photo"
                  />
                  <figcaption className="small">Now</figcaption>
                </figure>
              )}
            </div>
          )}
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            disabled={photos.preparing}
            className="visually-hidden handover-photo-input"
            onChange={(event) => void onChange(event)}
          />
          <label htmlFor={id} className="btn btn-primary handover-touch w-100">
            <CameraIcon /> {shot ? 'Retake' : 'Take'} the {POSITION_LABELS[current].toLowerCase()}{' '}
            photo
          </label>
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2" role="alert">
          {error}
        </div>
      )}
      <ol className="position-steps list-unstyled mb-3" aria-label="Positions">
        {PHOTO_POSITIONS.map((position) => {
          const taken = photos.named[position];
          return (
            <li key={position}>
              <button
                type="button"
                className={`btn position-step${position === current ? ' btn-primary' : ' btn-outline-secondary'}`}
                aria-current={position === current ? 'step' : undefined}
                // One name in every browser: a hidden part inside the text reads as a new word.
                aria-label={`${POSITION_LABELS[position]}, ${taken ? 'taken' : 'not taken yet'}`}
                onClick={() => {
                  setChosen(position);
                  input.current?.focus();
                }}
              >
                {taken ? (
                  <img src={taken.url} alt="" className="position-thumb" />
                ) : (
                  <span aria-hidden="true" className="position-number">
                    {PHOTO_POSITIONS.indexOf(position) + 1}
                  </span>
                )}
                <span className="small">{POSITION_LABELS[position]}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <CloseUps id={`${id}-close-ups`} photos={photos} />
    </fieldset>
  );
}
