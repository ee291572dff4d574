import { useId, useState } from 'react';
import {
  CLEARED_CAR_FILTERS,
  filterCars,
  type CarFilters,
  type FilterableCar,
} from '@rental/shared/car-filter';
import { BRANCH_NAMES } from '@rental/shared/business';
import { CAR_TYPES, FUELS, SEAT_FILTER_OPTIONS } from '@rental/shared/constants';
import { Dialog } from '@/components/dialog';
import { SelectField } from '@/components/select-field';

const COLUMN = 'col-12 col-sm-6';

interface CarFilterDialogProps {
  show: boolean;
  filters: CarFilters;
  /** Every car, to offer the brands present and count the matches. */
  cars: readonly FilterableCar[];
  brands: readonly string[];
  onApply: (filters: CarFilters) => void;
  onClose: () => void;
}

/**
 * docs/product.md#cars: brand, fuel, type, branch (docs/product.md#availability), seats (at least 4, 5 or 7) and 'available only'. Changes are a
 * draft until the visitor applies them; 'Clear' empties them and turns 'available only' on.
 */
export function CarFilterDialog(props: CarFilterDialogProps) {
  return (
    <Dialog show={props.show} onClose={props.onClose} title="Filter cars">
      {/* Mounted only while open, so every opening starts from the applied filters. */}
      {props.show && <FilterForm {...props} />}
    </Dialog>
  );
}

function FilterForm({ filters, cars, brands, onApply, onClose }: CarFilterDialogProps) {
  const [draft, setDraft] = useState(filters);
  const id = useId();
  const set = <K extends keyof CarFilters>(key: K, value: CarFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const matches = filterCars(cars, draft).length;
  // The filters that are one value of a list, or any.
  const choices = [
    { key: 'brand', label: 'Brand', anyLabel: 'Any brand', options: brands },
    { key: 'type', label: 'Type', anyLabel: 'Any type', options: CAR_TYPES },
    { key: 'fuel', label: 'Fuel', anyLabel: 'Any fuel', options: FUELS },
    { key: 'branch', label: 'Branch', anyLabel: 'Any branch', options: BRANCH_NAMES },
  ] as const;

  return (
    <form
      className="filter-form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
        onClose();
      }}
    >
      <div className="row g-3">
        {choices.map(({ key, label, anyLabel, options }) => (
          <SelectField
            key={key}
            id={`${id}-${key}`}
            label={label}
            anyLabel={anyLabel}
            options={options}
            value={draft[key]}
            className={COLUMN}
            onChange={(value) => set(key, value)}
          />
        ))}
        <SelectField
          id={`${id}-seats`}
          label="Seats"
          anyLabel="Any number of seats"
          options={SEAT_FILTER_OPTIONS}
          optionLabel={(seats) => `${seats} or more`}
          value={draft.minSeats ?? ''}
          className={COLUMN}
          onChange={(seats) => set('minSeats', seats ? Number(seats) : null)}
        />
        <div className="col-12">
          <div className="form-check form-switch filter-form__switch">
            <input
              id={`${id}-available`}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked={draft.availableOnly}
              onChange={(e) => set('availableOnly', e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-available`}>
              Available cars only
            </label>
          </div>
        </div>
      </div>
      <div className="filter-form__actions">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() =>
            setDraft({ ...CLEARED_CAR_FILTERS, search: draft.search, sort: draft.sort })
          }
        >
          Clear
        </button>
        <button type="submit" className="btn btn-primary">
          {matches === 1 ? 'Show 1 car' : `Show ${matches} cars`}
        </button>
      </div>
    </form>
  );
}
