import { useId } from 'react';
import { countActiveFilters, type CarFilters } from '@rental/shared/car-filter';
import { CAR_SORTS, type CarSort } from '@rental/shared/constants';
import { IconSearch, IconSliders } from '@/components/feature-icons';
import { IconClose } from '@/components/icons';
import { SORT_LABELS } from '../sort-labels';

interface CarToolbarProps {
  filters: CarFilters;
  onChange: (filters: CarFilters) => void;
  onOpenFilters: () => void;
}

/** Search box, sort and the filter button, with the applied filters as removable chips. */
export function CarToolbar({ filters, onChange, onOpenFilters }: CarToolbarProps) {
  const id = useId();
  const active = countActiveFilters(filters);
  const chips: { label: string; clear: Partial<CarFilters> }[] = [];
  if (filters.brand) chips.push({ label: filters.brand, clear: { brand: '' } });
  if (filters.type) chips.push({ label: filters.type, clear: { type: '' } });
  if (filters.fuel) chips.push({ label: filters.fuel, clear: { fuel: '' } });
  if (filters.branch) chips.push({ label: filters.branch, clear: { branch: '' } });
  if (filters.minSeats !== null)
    chips.push({ label: `${filters.minSeats}+ seats`, clear: { minSeats: null } });
  if (filters.availableOnly)
    chips.push({ label: 'Available only', clear: { availableOnly: false } });

  return (
    <div className="car-toolbar">
      <div className="car-toolbar__row">
        <div className="car-toolbar__search">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            Search cars by name or brand
          </label>
          <IconSearch className="car-toolbar__search-icon" />
          <input
            id={`${id}-search`}
            type="search"
            className="form-control form-control-lg"
            placeholder="Search by name or brand"
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className="car-toolbar__controls">
          <div className="car-toolbar__sort">
            <label htmlFor={`${id}-sort`} className="visually-hidden">
              Sort cars by
            </label>
            <select
              id={`${id}-sort`}
              className="form-select form-select-lg"
              value={filters.sort ?? ''}
              onChange={(e) =>
                onChange({ ...filters, sort: (e.target.value || null) as CarSort | null })
              }
            >
              <option value="">Sort: Recommended</option>
              {CAR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  Sort: {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-outline-primary btn-lg car-toolbar__filter"
            onClick={onOpenFilters}
          >
            <IconSliders /> Filters
            {active > 0 && (
              <>
                <span className="badge rounded-pill text-bg-primary" aria-hidden="true">
                  {active}
                </span>
                <span className="visually-hidden">{`, ${active} applied`}</span>
              </>
            )}
          </button>
        </div>
      </div>
      {chips.length > 0 && (
        <ul className="car-toolbar__chips" aria-label="Applied filters">
          {chips.map((chip) => (
            <li key={chip.label}>
              <button
                type="button"
                className="filter-chip"
                onClick={() => onChange({ ...filters, ...chip.clear })}
              >
                {chip.label}
                <IconClose />
                <span className="visually-hidden">: remove this filter</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
