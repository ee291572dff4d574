import type { UseFormRegisterReturn } from 'react-hook-form';

export interface PhotoChoice {
  /** The cite the server reads: a position (`rear`) or `close-up-2`. */
  value: string;
  label: string;
}

interface DamagePhotosProps {
  id: string;
  choices: readonly PhotoChoice[];
  field: UseFormRegisterReturn;
  error?: string;
}

/**
 * docs/product.md#condition-photos: a damage line points to at least one photo of this return
 * that shows the damage, so the renter sees the proof beside the pickup's photo.
 */
export function DamagePhotos({ id, choices, field, error }: DamagePhotosProps) {
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">Photos that show the damage</legend>
      <div className="damage-photos">
        {choices.map((choice) => (
          <div key={choice.value} className="form-check">
            <input
              id={`${id}-${choice.value}`}
              type="checkbox"
              className="form-check-input"
              value={choice.value}
              {...field}
            />
            <label htmlFor={`${id}-${choice.value}`} className="form-check-label">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
