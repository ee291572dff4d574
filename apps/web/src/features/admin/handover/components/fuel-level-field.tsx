import type { UseFormRegisterReturn } from 'react-hook-form';
import { FUEL_LEVELS, type FuelLevel } from '@rental/shared/bill';

interface FuelLevelFieldProps {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  /** Shown under the choices, e.g. the level at pickup. */
  hint?: string;
}

/**
 * docs/product.md#handover-and-bill: the fuel level as five large buttons, one radio group, so a
 * thumb picks it in a parking lot and the arrow keys move through it.
 */
export function FuelLevelField({ id, field, error, hint }: FuelLevelFieldProps) {
  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="mb-4" aria-describedby={describedBy}>
      <legend className="form-label fw-medium fs-6 mb-2">Fuel level</legend>
      <div className="handover-fuel">
        {FUEL_LEVELS.map((level, index) => (
          <div key={level}>
            <input
              type="radio"
              className="btn-check"
              id={`${id}-${index}`}
              value={level}
              aria-invalid={error ? true : undefined}
              {...field}
            />
            <label
              className="btn btn-outline-primary handover-fuel-level"
              htmlFor={`${id}-${index}`}
            >
              <FuelGauge level={level} />
              {level}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </fieldset>
  );
}

/** A small tank drawn filled to the level, beside the words that say it. */
function FuelGauge({ level }: { level: FuelLevel }) {
  const fill = FUEL_LEVELS.indexOf(level) / (FUEL_LEVELS.length - 1);
  return (
    <span className="handover-gauge" aria-hidden="true">
      <span style={{ width: `${fill * 100}%` }} />
    </span>
  );
}
