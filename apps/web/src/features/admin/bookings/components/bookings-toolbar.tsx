import Form from 'react-bootstrap/Form';
import { BOOKING_STATUSES } from '@rental/shared/constants';
import { SearchBox } from '@/features/admin/shell/components/search-box';
import {
  BOOKING_SORT_OPTIONS,
  type BookingListParams,
  type BookingSortOption,
  type BookingStatusFilter,
} from '../hooks/use-booking-list-params';

interface BookingsToolbarProps {
  params: BookingListParams;
  onChange: (changes: Partial<BookingListParams>) => void;
}

/** docs/product.md#screens: search by reference, mobile, plate or name, status filter and sort. */
export function BookingsToolbar({ params, onChange }: BookingsToolbarProps) {
  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-12 col-md-6">
        <SearchBox
          id="booking-search"
          label="Reference, mobile, plate or name"
          placeholder="e.g. 3F9A1C2B, 98765 43210, TS09EA4521"
          value={params.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <div className="col-6 col-md-3">
        <Form.Label htmlFor="booking-status">Status</Form.Label>
        <Form.Select
          id="booking-status"
          value={params.status}
          onChange={(e) => onChange({ status: e.target.value as BookingStatusFilter })}
        >
          <option value="All">All</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </Form.Select>
      </div>
      <div className="col-6 col-md-3">
        <Form.Label htmlFor="booking-sort">Sort</Form.Label>
        <Form.Select
          id="booking-sort"
          value={params.sort}
          onChange={(e) => onChange({ sort: e.target.value as BookingSortOption })}
        >
          {BOOKING_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
