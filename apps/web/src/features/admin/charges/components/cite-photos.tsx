import type { Handover } from '@rental/shared/handover';
import { recordCites } from '@rental/shared/damage-claims';
import { PHOTO_POSITIONS, POSITION_LABELS } from '@rental/shared/handover-photos';
import { PrivateFile } from '@/components/private-file';
import './cite-photos.css';

type Photos = Handover['photos'];

interface Choice {
  cite: string;
  label: string;
  thumbnailUrl: string;
}

/** The photos to choose from: each position at pickup then at return, then the close-ups. */
function citeChoices(pickup: Photos, back: Photos | null): Choice[] {
  const of = (kind: 'pickup' | 'return', photos: Photos) => {
    const cites = recordCites(kind, photos);
    let closeUp = 0;
    return photos.map((photo, i) => {
      const named = photo.position && photo.position !== 'close-up';
      const name = named
        ? POSITION_LABELS[photo.position!]
        : `Close-up ${++closeUp}${photo.note ? ` (${photo.note})` : ''}`;
      return {
        cite: cites[i]!,
        label: `${name} at ${kind}`,
        thumbnailUrl: photo.thumbnailUrl,
        position: named ? photo.position : null,
      };
    });
  };
  const all = [...of('pickup', pickup), ...of('return', back ?? [])];
  const paired = PHOTO_POSITIONS.flatMap((position) => all.filter((c) => c.position === position));
  return [...paired, ...all.filter((c) => c.position === null)];
}

interface CitePhotosProps {
  id: string;
  pickup: Photos;
  back: Photos | null;
  value: readonly string[];
  onChange: (cites: string[]) => void;
  error?: string;
}

/**
 * docs/product.md#damage-claims: a damage charge cites the booking's photos that show the damage
 * (or carries an image of its own); the renter then sees each cited position as a pickup/return
 * pair. Native checkboxes, so the list works from the keyboard.
 */
export function CitePhotos({ id, pickup, back, value, onChange, error }: CitePhotosProps) {
  const choices = citeChoices(pickup, back);
  const errorId = `${id}-error`;
  const toggle = (cite: string, on: boolean) =>
    onChange(on ? [...value, cite] : value.filter((c) => c !== cite));
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : `${id}-hint`}>
      <legend className="form-label fw-medium fs-6 mb-1">Photos that show the damage</legend>
      <p id={`${id}-hint`} className="form-text mt-0 mb-2">
        Choose at least one, or attach a photo below. The renter sees each beside the same position
        at pickup.
      </p>
      {choices.length === 0 ? (
        <p className="small text-body-secondary">No photos were taken at this booking.</p>
      ) : (
        <ul className="cite-photos list-unstyled mb-0">
          {choices.map((choice, i) => (
            <li key={choice.cite}>
              <label className="cite-photo" htmlFor={`${id}-${i}`}>
                <input
                  id={`${id}-${i}`}
                  type="checkbox"
                  className="form-check-input"
                  value={choice.cite}
                  checked={value.includes(choice.cite)}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => toggle(choice.cite, event.target.checked)}
                />
                <PrivateFile
                  url={choice.thumbnailUrl}
                  contentType="image/webp"
                  auth="admin"
                  alt=""
                  className="cite-photo-image"
                />
                <span className="d-block small mt-1">{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
