import type { BookingProtection } from '@rental/shared/protection';
import type { Booking, BookingRequestSchema } from '@rental/shared/bookings';
import type { BookingStatus, GasTankReading } from '@rental/shared/constants';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { advanceAmount, balanceOf } from '@rental/shared/money';
import { bookingReference } from '@rental/shared/outbox';
import { upiPayLink, type PaymentKind, type PaymentStatus } from '@rental/shared/payments';
import type { z } from 'zod';
import type { Quote } from '@rental/shared/pricing/quote';
import type { Config } from '../../config';
import type { Role } from '../../auth-user';
import { kmPlanOfBooking, quoteOfBooking, type BookingPricing } from '../pricing/pricing.service';
import { protectionOfBooking } from '../protection/protection.service';
import type { BookingRow, HistoryRow } from './bookings.repository';
import { NO_HANDOVER, toBookingHandover } from './handover-json';
import { toPayment } from '../payments/payment-json';
import type { PaymentRow } from '../payments/ledger.service';
import { changedByFor, type HandoverDetails } from '../booking-record/booking-record.service';

// A stored booking as the API speaks it: the field names of docs/product.md#api, instants with
// +05:30 (docs/product.md#time), and the status history; and a booking request as a new row.

/** What the money fields of a booking depend on besides its rows. */
export interface MoneyContext {
  now: Date;
  config: Pick<
    Config,
    | 'pendingHoldHours'
    | 'paymentCheckHours'
    | 'advancePercent'
    | 'upiId'
    | 'upiName'
    | 'gstRatePercent'
  >;
}

const HOUR_MS = 60 * 60_000;

/**
 * docs/product.md#holds-and-payments: a Pending booking the business never confirmed, with no
 * submitted or received entry, holds its car until PENDING_HOLD_HOURS after it was made. The SQL
 * twin that releases it is releasableHolds() in bookings.repository.ts.
 */
export function heldUntil(
  row: Pick<BookingRow, 'status' | 'created_at'>,
  history: readonly Pick<HistoryRow, 'status'>[],
  payments: readonly Pick<PaymentRow, 'status' | 'recorded_at'>[],
  hours: Pick<Config, 'pendingHoldHours' | 'paymentCheckHours'>,
): Date | null {
  if (row.status !== 'Pending') return null;
  if (history.some((h) => h.status === 'Confirmed')) return null;
  if (payments.some((p) => p.status === 'received')) return null;
  const made = Date.parse(row.created_at) + hours.pendingHoldHours * HOUR_MS;
  // A submitted (unchecked) payment holds the car only while the business may check it: a made-up
  // reference must not hold it for ever.
  const checks = payments
    .filter((p) => p.status === 'submitted')
    .map((p) => Date.parse(p.recorded_at) + hours.paymentCheckHours * HOUR_MS);
  return new Date(Math.max(made, ...checks));
}

/** Whether the renter may cancel now: Pending or Confirmed, before the pickup time. */
export function isCancellable(row: Pick<BookingRow, 'status' | 'pickup_at'>, now: Date): boolean {
  return (
    (row.status === 'Pending' || row.status === 'Confirmed') &&
    now.getTime() < Date.parse(row.pickup_at)
  );
}

/** Whether the renter may ask for a later return now: Confirmed, before the return time. */
export function isExtendable(row: Pick<BookingRow, 'status' | 'return_at'>, now: Date): boolean {
  return row.status === 'Confirmed' && now.getTime() < Date.parse(row.return_at);
}

export function balanceOfRow(
  row: Pick<BookingRow, 'status' | 'total_amount'>,
  payments: PaymentRow[],
  charges = 0,
) {
  return balanceOf({
    totalAmount: row.total_amount,
    charges,
    payments: payments.map((p) => ({
      kind: p.kind as PaymentKind,
      status: p.status as PaymentStatus,
      amount: p.amount,
    })),
    cancelled: row.status === 'Cancelled',
  });
}

export function toBooking(
  row: BookingRow,
  history: HistoryRow[],
  payments: PaymentRow[],
  viewer: Role,
  context: MoneyContext,
  handover: HandoverDetails = NO_HANDOVER,
): Booking {
  const { config, now } = context;
  const held = heldUntil(row, history, payments, config);
  const advance = advanceAmount(row.total_amount, config.advancePercent);
  return {
    _id: row.id,
    reference: bookingReference(row.id),
    customerId: row.customer_id,
    carId: row.car_id,
    carName: row.car_name,
    carNumber: row.car_number,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    pinCode: row.pin_code,
    dateOfBirth: row.date_of_birth,
    driverLicenseNumber: row.driver_license_number,
    dlIssuedState: row.dl_issued_state,
    pickupDate: row.pickup_date,
    pickupTime: row.pickup_time,
    returnDate: row.return_date,
    returnTime: row.return_time,
    pickupDateTime: toKolkataIso(row.pickup_at),
    returnDateTime: toKolkataIso(row.return_at),
    purpose: row.purpose,
    destination: row.destination,
    originalDocumentsSubmitted: row.original_documents_submitted,
    notes: row.notes,
    // docs/product.md#admin: the staff's note is for staff; a renter's answer leaves it out.
    ...(viewer === 'admin' ? { staffNote: row.staff_note } : {}),
    pricePerDay: row.price_per_day,
    totalDays: row.total_days,
    totalAmount: row.total_amount,
    promoCode: row.promo_code,
    renterGstin: row.renter_gstin,
    renterLegalName: row.renter_legal_name,
    // Bookings made before GST per car were taxed at the settings' rate (docs/product.md#rate-plans).
    gstRatePercent: row.gst_rate_percent ?? config.gstRatePercent,
    discount: row.discount,
    kmPlan: kmPlanOfBooking(row),
    quote: quoteOfBooking(row),
    protection: protectionOfBooking(row),
    status: row.status as BookingStatus,
    branch: row.branch,
    pickupLocation: row.pickup_location,
    gasTankReading: row.gas_tank_reading as GasTankReading,
    statusHistory: history.map((h) => ({
      status: h.status as BookingStatus,
      changedAt: h.changed_at,
      changedBy: changedByFor(viewer, h.changed_by),
      note: h.note,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    heldUntil: held && toKolkataIso(held),
    payments: payments.map((p) => toPayment(p, viewer)),
    balance: balanceOfRow(row, payments, handover.bill?.charges),
    advance: {
      amount: advance,
      upiLink: config.upiId
        ? upiPayLink({
            upiId: config.upiId,
            upiName: config.upiName,
            amount: advance,
            reference: bookingReference(row.id),
          })
        : null,
    },
    cancellable: isCancellable(row, now) && !handover.handovers.some((h) => h.kind === 'pickup'),
    extendable: isExtendable(row, now),
    ...toBookingHandover(handover, viewer),
  };
}

/** What the server decides about a new booking; everything else comes from the request. */
export interface NewBookingFacts {
  id: string;
  customerId: string;
  /** The car as it is now: its price and its branch go into the booking for good. */
  car: { id: string; name: string; registration_number: string; price: number; branch: string };
  /** The account's name and mobile, whatever the read-only form fields say. */
  /** The account's details; its e-mail, not the form's, receives the booking's e-mails. */
  customer: { name: string; mobile: string; email: string };
  pickupAt: string;
  returnAt: string;
  /** docs/product.md#rate-plans: the quote (its total is what the renter pays) and its basis. */
  quote: Quote;
  pricing: BookingPricing;
  /** The car's GST rate and service code, or the settings' (docs/product.md#rate-plans). */
  gst: { ratePercent: number; sac: string };
  /** The promo code the booking took a use of, if any (docs/product.md#promo-codes). */
  promo: { code: string; discount: number } | null;
  /** docs/product.md#protection-plans: the plan as booked; null when none is offered. */
  protection: BookingProtection | null;
  now: string;
}

export function newBookingRow(
  input: z.output<typeof BookingRequestSchema>,
  facts: NewBookingFacts,
): BookingRow {
  return {
    id: facts.id,
    customer_id: facts.customerId,
    car_id: facts.car.id,
    car_name: facts.car.name,
    car_number: facts.car.registration_number,
    customer_name: facts.customer.name,
    customer_phone: facts.customer.mobile,
    customer_email: facts.customer.email,
    address: input.address,
    city: input.city,
    state: input.state,
    country: input.country,
    pin_code: input.pinCode,
    date_of_birth: input.dateOfBirth,
    driver_license_number: input.driverLicenseNumber,
    dl_issued_state: input.dlIssuedState,
    pickup_date: input.pickupDate,
    pickup_time: input.pickupTime,
    return_date: input.returnDate,
    return_time: input.returnTime,
    pickup_at: facts.pickupAt,
    return_at: facts.returnAt,
    purpose: input.purpose,
    destination: input.destination,
    original_documents_submitted: input.originalDocumentsSubmitted,
    notes: input.notes,
    price_per_day: facts.car.price,
    total_days: facts.quote.days,
    total_amount: facts.quote.total,
    promo_code: facts.promo?.code ?? null,
    discount: facts.promo?.discount ?? 0,
    status: 'Pending',
    pickup_location: '',
    gas_tank_reading: '',
    branch: facts.car.branch,
    km_plan: facts.quote.kmPlan,
    rate_card: JSON.stringify(facts.pricing),
    quote: JSON.stringify(facts.quote),
    gst_rate_percent: facts.gst.ratePercent,
    sac: facts.gst.sac,
    // Given later on the booking, by its renter (booking-gstin.ts).
    renter_gstin: null,
    renter_legal_name: null,
    staff_note: '',
    protection: facts.protection && JSON.stringify(facts.protection),
    created_at: facts.now,
    updated_at: facts.now,
  };
}
