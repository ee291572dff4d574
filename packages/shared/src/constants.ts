// Business constants and limits (docs/product.md#booking, #cars, #accounts): each limit once,
// used by the check and by the text that states it.

export const CAR_TYPES = ['Hatchback', 'Sedan', 'SUV', 'MUV'] as const;
export const FUELS = ['Petrol', 'Diesel', 'Electric', 'CNG'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;

export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
/** Statuses that hold a car for their period (docs/product.md#availability). */
export const ACTIVE_BOOKING_STATUSES = ['Pending', 'Confirmed'] as const;
/**
 * Time kept free around every booking and maintenance block for cleaning and handover
 * (docs/product.md#availability): a car returned at 10:00 can next be picked up at 12:00.
 */
export const CLEANING_BUFFER_MS = 2 * 60 * 60_000;
/** How many days the car-detail calendar and the admin schedule cover by default (two months). */
export const CALENDAR_DAYS = 62;
/** The longest window a calendar may ask for at once. */
export const MAX_CALENDAR_DAYS = 366;
/** '' means not recorded yet. */
export const GAS_TANK_READINGS = ['', 'Full', '3/4', '1/2', '1/4'] as const;

export const DOCUMENT_OPTIONS = [
  'Aadhaar + Original Licence',
  'Passport + Original Licence',
] as const;
/** docs/product.md#booking: no deposit with Aadhaar; a refundable cash deposit with a passport. */
export const PASSPORT_CASH_DEPOSIT_RUPEES = 30_000;
export const DEPOSIT_POLICY =
  'No security deposit with Aadhaar + original licence. With passport + original licence, a ' +
  `refundable cash deposit of ₹${PASSPORT_CASH_DEPOSIT_RUPEES.toLocaleString('en-IN')} applies.`;
/** docs/product.md#booking: the limited-kilometre rule as a per-day allowance. */
export const KM_ALLOWANCE_PER_DAY = 300;
export const EXTRA_KM_CHARGE_RUPEES = 10;

export const MIN_RENTER_AGE = 21;
export const MAX_RENTAL_DAYS = 90;
/** How far ahead a booking may start. */
export const MAX_BOOKING_LEAD_DAYS = 365;
export const DEFAULT_COUNTRY = 'India';

export const MAX_CAR_IMAGES = 3;
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const BOOKING_STEPS = 6;
export const BOOKING_REDIRECT_MS = 3_000;
export const AUTH_REDIRECT_MS = 2_000;
export const CONTACT_SEND_DELAY_MS = 1_000;
export const CONTACT_NOTICE_MS = 40_000;
export const DASHBOARD_RECENT_BOOKINGS = 5;
export const NAV_HIDE_SCROLL_PX = 100;
export const PROMO_ROTATION_MS = 9_000;
export const HERO_ADVANCE_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 50;
export const HOME_BANNER_MS = 6_000;
export const FEATURED_CARS_MAX = 6;
export const SEAT_FILTER_OPTIONS = [4, 5, 7] as const;
export const CAR_SORTS = ['name', 'price-low', 'price-high', 'rating'] as const;
export const CONFIRMATION_CALL_HOURS = 2;
export const QUERY_REPLY_MINUTES = 15;

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
/**
 * docs/product.md#accounts: wrong tries per mobile within one OTP lifetime (a fixed window of
 * OTP_TTL_MS), counted across resends: a new code does not reset them.
 */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * docs/product.md#rental-agreement: how long the link to the accepted agreement's PDF, texted to
 * the renter, opens without signing in; after it the renter downloads it from their bookings.
 */
export const AGREEMENT_PDF_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
/** docs/product.md#accounts: OTP texts one mobile may be sent per day (Kolkata), all purposes. */
export const OTP_DAILY_LIMIT = 10;
/**
 * docs/product.md#security: of a mobile's daily texts, those only a device the renter signed in
 * on may ask for, so strangers using up the rest never stop the holder's password reset.
 */
export const OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE = 3;
export const OTP_RESEND_MS = 60_000;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * docs/product.md#security: rate limits, per fixed 10-minute window. Per address every attempt
 * counts (many renters share one address behind carrier NAT, so these stay generous); per account
 * and address only failures count, so a stranger elsewhere cannot lock a renter out; per account,
 * failures from every address together meet a ceiling. Bookings need a signed-in renter, so their
 * account limit counts every attempt.
 */
export const RATE_LIMIT_WINDOW_MS = 10 * 60_000;
export const RATE_LIMITS = {
  signInPerIp: 30,
  signInPerAccountAndIp: 10,
  signInPerAccount: 50,
  otpPerIp: 20,
  otpPerAccountAndIp: 10,
  otpPerAccount: 50,
  /** docs/product.md#security: wrong two-factor codes per account in 10 minutes, from anywhere. */
  twoFactorPerAccount: 10,
  bookingPerIp: 30,
  bookingPerAccount: 10,
  /** docs/product.md#documents: document uploads per renter in 10 minutes, and per day. */
  /** Long-window ceilings per address, per 24 hours (docs/product.md#security). */
  signInFailuresPerIpPerDay: 200,
  otpPerIpPerDay: 100,
  /** OTP texts asked for one mobile from one address per 24 hours: half the daily texts. */
  otpSendsPerAccountAndIpPerDay: 5,
  documentUploadsPerAccount: 10,
  documentUploadsPerDay: 30,
  /** Wrong passwords in 10 minutes from a device the account signed in on (its own budget). */
  signInPerDevice: 10,
  /** Wrong two-factor codes per account per 24 hours, from anywhere. */
  twoFactorPerAccountPerDay: 30,
} as const;
/** The long window of the per-day ceilings above (a fixed 24 hours). */
export const RATE_LIMIT_DAY_MS = 24 * 60 * 60_000;
export type RateLimits = { [K in keyof typeof RATE_LIMITS]: number };
/** docs/product.md#security: how long a device cookie (and the device it names) lasts. */
export const KNOWN_DEVICE_DAYS = 180;
/** The device cookie's name. */
export const DEVICE_COOKIE = 'rental_device';
export const CUSTOMER_TOKEN_TTL = '7d';
export const ADMIN_TOKEN_TTL = '12h';

/** Header carrying the total row count of a filtered list (GET /api/bookings). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** Makes a retried booking POST safe (docs/product.md#api). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const STORAGE_KEYS = {
  userToken: 'userToken',
  userData: 'userData',
  adminToken: 'adminToken',
} as const;

export type CarType = (typeof CAR_TYPES)[number];
export type Fuel = (typeof FUELS)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type GasTankReading = (typeof GAS_TANK_READINGS)[number];
export type CarSort = (typeof CAR_SORTS)[number];

/** docs/product.md#handover-and-bill: a return later than this after the booked one is overdue. */
export const LATE_GRACE_MINUTES = 60;
