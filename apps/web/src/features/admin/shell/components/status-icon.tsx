import type { BookingStatus } from '@rental/shared/constants';

// docs/product.md#screens: the bookings table shows the status with an icon. Decorative: the text says it all.
const PATHS: Record<BookingStatus, string> = {
  Pending: 'M8 4v4l2.5 2.5',
  Confirmed: 'M5 8.2l2 2L11 6',
  Completed: 'M5.5 11.5V4.5h5l-1 2 1 2h-5',
  Cancelled: 'M5.5 5.5l5 5m0-5l-5 5',
};

export function StatusIcon({ status }: { status: BookingStatus }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="flex-shrink-0"
    >
      <circle cx="8" cy="8" r="7" />
      <path d={PATHS[status]} />
    </svg>
  );
}
