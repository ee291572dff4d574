import { z } from 'zod';

/** docs/product.md#api: every error answer has this body. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Stable machine codes the screens may branch on. */
export const ERROR_CODES = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  carUnavailable: 'car_unavailable',
  bookingOverlap: 'booking_overlap',
  maintenanceOverlap: 'maintenance_overlap',
  mobileTaken: 'mobile_taken',
  registrationTaken: 'registration_taken',
  otpInvalid: 'otp_invalid',
  otpExpired: 'otp_expired',
  otpTooSoon: 'otp_too_soon',
  otpLocked: 'otp_locked',
  otpDailyLimit: 'otp_daily_limit',
  invalidCredentials: 'invalid_credentials',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  badUrl: 'bad_url',
  uriTooLong: 'uri_too_long',
  headersTooLarge: 'headers_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  requestTimeout: 'request_timeout',
  badImage: 'bad_image',
  idempotencyMismatch: 'idempotency_mismatch',
  messageNotFailed: 'message_not_failed',
  documentInUse: 'document_in_use',
  handoverNotAllowed: 'handover_not_allowed',
  pickupOffDay: 'pickup_off_day',
  documentsNotApproved: 'documents_not_approved',
  tooManyPending: 'too_many_pending',
  referenceUsed: 'reference_used',
  paymentDecided: 'payment_decided',
  upiNotOffered: 'upi_not_offered',
  advanceSubmitted: 'advance_submitted',
  bookingClosed: 'booking_closed',
  refundTooLarge: 'refund_too_large',
  zeroAdvance: 'zero_advance',
  advanceTries: 'advance_tries',
  extensionUnpaid: 'extension_unpaid',
  notCancellable: 'not_cancellable',
  afterPickup: 'after_pickup',
  notExtendable: 'not_extendable',
  emailTaken: 'email_taken',
  inviteInvalid: 'invite_invalid',
  twoFactorInvalid: 'two_factor_invalid',
  renterBlocked: 'renter_blocked',
  blockUnchanged: 'block_unchanged',
  promoRefused: 'promo_refused',
  promoCodeTaken: 'promo_code_taken',
  kmPlanUnavailable: 'km_plan_unavailable',
  reviewNotCompleted: 'review_not_completed',
  reviewExists: 'review_exists',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;
