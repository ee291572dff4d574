import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { BOOKING_STATUSES } from '@rental/shared/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  BOOKING_SORT_OPTIONS,
  type BookingListParams,
  type BookingSortOption,
  type BookingStatusFilter,
} from '../hooks/use-booking-list-params';

export const SEARCH_DEBOUNCE_MS = 350;

interface BookingsToolbarProps {
  params: BookingListParams;
  onChange: (changes: Partial<BookingListParams>) => void;
}

/** docs/product.md#screens: search by customer name, status filter and sort. */
export function BookingsToolbar({ params, onChange }: BookingsToolbarProps) {
  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-12 col-md-6">
        <SearchBox value={params.search} onSearch={(search) => onChange({ search })} />
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

/** Typing searches after a short pause; Enter searches at once. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed from elsewhere (Back, a link): show what it now says.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === text && settled.trim() !== value) onSearch(settled.trim());
  }, [settled, text, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Form.Label htmlFor="booking-search">Search by customer name</Form.Label>
      <Form.Control
        id="booking-search"
        type="search"
        value={text}
        placeholder="e.g. Ravi"
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}
