import { useRef, type ChangeEvent } from 'react';
import { MAX_HANDOVER_PHOTOS } from '@rental/shared/handover';
import type { Photo } from '../hooks/use-photos';

interface PhotoFieldProps {
  id: string;
  photos: readonly Photo[];
  /** Why a pick was cut short, or a server's word about the photos. */
  error?: string | null;
  full: boolean;
  /** While the photos just taken are being made smaller. */
  preparing: boolean;
  onAdd: (files: File[]) => Promise<void>;
  onRemove: (index: number) => void;
}

/**
 * docs/product.md#handover-and-bill: photos of the car taken on the spot (the phone's rear
 * camera opens), previewed, each removable, at most MAX_HANDOVER_PHOTOS.
 */
export function PhotoField({
  id,
  photos,
  error,
  full,
  preparing,
  onAdd,
  onRemove,
}: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void onAdd(Array.from(event.target.files ?? []));
    // The same photo may be taken again after it is removed.
    event.target.value = '';
  };
  const remove = (index: number) => {
    onRemove(index);
    input.current?.focus();
  };
  const count = `${photos.length} of ${MAX_HANDOVER_PHOTOS} photos`;
  return (
    <fieldset className="mb-4">
      <legend className="form-label fw-medium fs-6 mb-2">Photos of the car</legend>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={full || preparing}
        className="visually-hidden handover-photo-input"
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className={`btn btn-outline-primary handover-touch w-100${full ? ' disabled' : ''}`}
      >
        <CameraIcon /> {photos.length === 0 ? 'Take photos' : 'Take more photos'}
      </label>
      <p id={`${id}-count`} className="form-text mb-2" aria-live="polite">
        {preparing
          ? 'Preparing the photos…'
          : full
            ? `${count}: remove one to take another.`
            : `${count}. Each side, the dashboard, any marks.`}
      </p>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2" role="alert">
          {error}
        </div>
      )}
      {photos.length > 0 && (
        <ul className="handover-photos list-unstyled mb-0">
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <img src={photo.url} alt={`Photo ${index + 1}`} className="handover-photo" />
              <button
                type="button"
                className="btn btn-light handover-photo-remove"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function CameraIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="me-1">
      <path
        fill="currentColor"
        d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
      />
    </svg>
  );
}
