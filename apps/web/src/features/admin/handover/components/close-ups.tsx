import type { ChangeEvent } from 'react';
import { MAX_CLOSE_UPS, MAX_CLOSE_UP_NOTE } from '@rental/shared/handover-photos';
import type { PositionPhotos } from '../hooks/use-position-photos';
import { CameraIcon } from './camera-icon';

/**
 * docs/product.md#condition-photos: close-ups of marks beside the six positions, each with a
 * note saying what it shows, at most MAX_CLOSE_UPS.
 */
export function CloseUps({ id, photos }: { id: string; photos: PositionPhotos }) {
  const full = photos.closeUps.length >= MAX_CLOSE_UPS;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void photos.addCloseUp(file);
  };
  return (
    <div>
      {photos.closeUps.length > 0 && (
        <ul className="list-unstyled mb-2">
          {photos.closeUps.map((closeUp, index) => (
            <li key={closeUp.url} className="close-up mb-2">
              <img src={closeUp.url} alt={`Close-up ${index + 1}`} className="handover-photo" />
              <div className="flex-grow-1">
                <label htmlFor={`${id}-note-${index}`} className="form-label small mb-1">
                  What close-up {index + 1} shows
                </label>
                <input
                  id={`${id}-note-${index}`}
                  className="form-control"
                  maxLength={MAX_CLOSE_UP_NOTE}
                  value={closeUp.note}
                  onChange={(event) => photos.noteCloseUp(index, event.target.value)}
                />
                <button
                  type="button"
                  className="btn btn-link px-0 handover-touch"
                  onClick={() => photos.removeCloseUp(index)}
                >
                  Remove close-up {index + 1}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={full || photos.preparing}
        className="visually-hidden handover-photo-input"
        aria-describedby={`${id}-count`}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className={`btn btn-outline-primary handover-touch w-100${full ? ' disabled' : ''}`}
      >
        <CameraIcon /> Add a close-up of a mark
      </label>
      <p id={`${id}-count`} className="form-text mb-0">
        {photos.closeUps.length} of {MAX_CLOSE_UPS} close-ups.
      </p>
    </div>
  );
}
