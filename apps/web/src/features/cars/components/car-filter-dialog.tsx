import { useId, useState } from 'react';
import {
  CLEARED_CAR_FILTERS,
  filterCars,
  type CarFilters,
  type FilterableCar,
} from '@rental/shared/car-filter';
import { BRANCH_NAMES } from '@rental/shared/business';
import { CAR_TYPES, FUELS, SEAT_FILTER_OPTIONS } from '@rental/shared/constants';
import { Dialog } from '../../../components/dialog';

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
 * spec 5: brand, fuel, type, branch (issue 6), seats (at least 4, 5 or 7) and 'available only'. Changes are a
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
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={`${id}-brand`}>
            Brand
          </label>
          <select
            id={`${id}-brand`}
            className="form-select"
            value={draft.brand}
            onChange={(e) => set('brand', e.target.value)}
          >
            <option value="">Any brand</option>
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={`${id}-type`}>
            Type
          </label>
          <select
            id={`${id}-type`}
            className="form-select"
            value={draft.type}
            onChange={(e) => set('type', e.target.value)}
          >
            <option value="">Any type</option>
            {CAR_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={`${id}-fuel`}>
            Fuel
          </label>
          <select
            id={`${id}-fuel`}
            className="form-select"
            value={draft.fuel}
            onChange={(e) => set('fuel', e.target.value)}
          >
            <option value="">Any fuel</option>
            {FUELS.map((fuel) => (
              <option key={fuel} value={fuel}>
                {fuel}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={`${id}-branch`}>
            Branch
          </label>
          <select
            id={`${id}-branch`}
            className="form-select"
            value={draft.branch}
            onChange={(e) => set('branch', e.target.value)}
          >
            <option value="">Any branch</option>
            {BRANCH_NAMES.map((branch) => (
              <option key={branch} value={branch}>
                {branch}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6">
          <label className="form-label" htmlFor={`${id}-seats`}>
            Seats
          </label>
          <select
            id={`${id}-seats`}
            className="form-select"
            value={draft.minSeats ?? ''}
            onChange={(e) => set('minSeats', e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Any number of seats</option>
            {SEAT_FILTER_OPTIONS.map((seats) => (
              <option key={seats} value={seats}>
                {seats} or more
              </option>
            ))}
          </select>
        </div>
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
