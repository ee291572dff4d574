// docs/product.md#texts: every user-facing message, exactly as written there.

import { PHONE_PRIMARY, PHONE_SECONDARY } from './business';
import { MAX_CAR_IMAGES, MAX_IMAGE_MB } from './constants';

export const MESSAGES = {
  bookingFailed: 'Booking failed.',
  quoteFailed: 'The price could not be worked out. Please try again.',
  bookingStepIncomplete: 'Please complete this section with valid details.',
  bookingCarLoadFailed: 'Failed to load car details.',
  bookingCarLoading: 'Loading car details...',
  bookingCarNotFound: 'Car not found.',
  carTakenForPeriod:
    'This car is already booked for the selected dates. Please choose different dates.',
  carUnavailable: 'This car is currently unavailable.',
  adminLoginFailed: 'Login failed. Please try again.',
  sendOtpFailed: 'Failed to send OTP.',
  sendOtpSuccess: 'OTP sent successfully to your mobile!',
  verifyOtpFailed: 'OTP verification failed.',
  registerSuccess: 'Registration successful! Please login.',
  resetFailed: 'Password reset failed.',
  resetSuccess: 'Password reset successfully! You can now login.',
  loginFailed: 'Login failed.',
  loginSuccess: 'Login successful!',
  toggleCarFailed: 'Failed to update car status.',
  deleteCarConfirm: 'Delete this car permanently?',
  deleteCarFailed: 'Failed to delete car.',
  addCarFailed: 'Failed to add car.',
  unexpectedResponse: 'Unexpected server response.',
  editCarLoadFailed: 'Failed to load car data.',
  editCarFailed: 'Update failed. Please try again.',
  profileUpdateFailed: 'Failed to update profile.',
  profileUpdateSuccess: 'Profile updated successfully.',
  toggleAvailabilityConfirm: 'Change availability status?',
  logoutTitle: 'Confirm Logout',
  logoutText: 'Are you sure you want to log out?',
  noCarsFound: 'No cars found',
  noOffers: 'No offers available right now',
  noBookings: 'No bookings found.',
  linkedBookingNotFound: 'That booking could not be found. It may belong to another branch.',
  fillField: (field: string) => `Please fill the ${field} field.`,
  uploadAtLeastOne: 'Please upload at least one image.',
  uploadAtMostThree: `You can only upload up to ${MAX_CAR_IMAGES} images.`,
  imageTooLarge: `Each image must be at most ${MAX_IMAGE_MB} MB.`,
  uploadBadType: 'Only JPG, PNG, and WEBP image formats are allowed.',
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  renterBlocked: `Your account is on hold, so bookings cannot be made online. Please call the branch on ${PHONE_PRIMARY} or ${PHONE_SECONDARY}.`,
} as const;

/** docs/product.md#security: what the alert about many wrong passwords tells the holder. */
export const SIGN_IN_ALERT_MESSAGES = {
  advice:
    'Sign-in from new places is paused for a while. Your own phone or computer, where you ' +
    'signed in before, still gets in with your password. If this was not you, reset or change ' +
    'your password: that also signs out every other device.',
  /** To the business, about a staff or owner account. */
  business:
    'Sign-in from new places is paused for a while; the account holder still gets in from a ' +
    'device they signed in on before. If they did not make these attempts, check who may know ' +
    'the password.',
} as const;

/**
 * docs/product.md#security: the answer once the texts a mobile may be sent from new places today
 * are used up; the rest of the day's are kept for the renter's own signed-in device.
 */
export const OTP_ELSEWHERE_LIMIT_MESSAGE =
  'This mobile number has been sent the most OTPs allowed today from a new phone or computer. ' +
  'Please try again tomorrow, or from a phone or computer you signed in on before.';

/** docs/product.md#doorstep-delivery: delivery areas, the booking's addresses, the driver's day. */
export const DELIVERY_MESSAGES = {
  outsideArea: 'We do not deliver to that PIN code from this branch. Choose the branch instead.',
  slotFull: 'Our drivers are fully booked at that hour. Choose one of the free hours.',
  hourChosen: (when: string) => `Moved to ${when}. Check the new total and book again.`,
  dayOff: 'Doorstep delivery is off at this branch that day. Choose the branch instead.',
  tooLate: (hours: number) =>
    `Doorstep details can change only until ${hours} hours before the pickup or return. Call the branch.`,
  noDelivery: 'This booking has no doorstep delivery or collection.',
  driverNotInBranch: 'Choose a staff member of this branch as the driver.',
  otherBranch: 'You can switch delivery off only at your own branch.',
  duplicatePin: 'Each PIN code may appear once.',
  pinDelivered: (fee: number) =>
    fee > 0 ? `We deliver there for ₹${fee.toLocaleString('en-IN')}.` : 'We deliver there free.',
  pinNotDelivered: 'We do not deliver to that PIN code yet. Pick the car up at a branch.',
  areaSaved: 'Delivery area saved.',
  onTheWaySent: 'Marked on the way; the renter has been told.',
  // docs/product.md#doorstep-delivery: moving a leg's hour within the booked period.
  dateAndTime: 'Give both the date and the time.',
  addressOrTime: 'Give a new address or a new time.',
  outsideRental:
    'The driver can come only within the times you booked: choose a time from your pickup until your return.',
  tooSoon: (hours: number) => `Choose a time at least ${hours} hours from now.`,
  legsCrossed: 'The collection must come after the delivery.',
  changed: 'Doorstep details changed.',
  // docs/product.md#doorstep-delivery: the location from the phone is optional; the address stays.
  locationRefused: 'Location not shared. The address you typed is enough for the driver.',
  locationUnavailable:
    'This phone could not find its location. The address you typed is enough for the driver.',
} as const;

/** docs/product.md#rental-agreement: the renter's agreement at pickup and its one-time code. */
export const AGREEMENT_MESSAGES = {
  codeSent: (mobile: string) => `A code has been sent to the renter's mobile ending ${mobile}.`,
  accepted: 'The renter has accepted the agreement.',
  alreadyAccepted:
    'The renter has already accepted this agreement. Send a new code only if the readings change.',
  noneAwaiting: 'Send the renter a code first.',
  needed:
    'The renter has not accepted the rental agreement: send them a code, or give the reason the car goes out without it.',
  readingsDiffer:
    'The odometer or fuel differs from what the renter accepted: correct it, or send the renter a new code.',
  noAgreement: 'This booking has no accepted rental agreement yet.',
  otpIncorrect: 'The OTP is incorrect.',
  otpExpired: 'This OTP has expired. Please request a new OTP.',
  linkSent: (mobile: string) =>
    `A link to read and accept the agreement has been sent to the renter's mobile ending ${mobile}.`,
  linkExpired:
    'This link to the agreement has expired or is not valid. Sign in and download it from your bookings.',
  linkEnded:
    'This link to the agreement no longer works: you signed out everywhere or changed your password since it was sent. Sign in and download it from your bookings.',
} as const;

/** docs/product.md#rental-agreement: the rental terms the owner writes. */
export const TERMS_MESSAGES = {
  empty: 'Write the terms before saving.',
  tooLong: 'The terms can be at most 20,000 characters.',
  saved: (version: number) =>
    `Saved as version ${version}. New agreements use it; accepted ones keep theirs.`,
  unchanged: 'Nothing changed: the terms in force are already this text.',
} as const;

/** docs/product.md#handover-and-bill: the renter's business GSTIN on a booking and its invoice. */
export const GSTIN_MESSAGES = {
  invalid: 'Enter the 15-character GSTIN, such as 36AABCU9603R1ZM.',
  invoiced: 'The invoice is already issued, so its GSTIN can no longer change.',
  closed: 'A cancelled booking gets no invoice.',
  saved: 'GSTIN saved. The invoice will be made out to it.',
  removed: 'GSTIN removed. The invoice will be made out to you.',
  legalName: 'Enter the legal name registered with this GSTIN.',
  legalNameTooLong: 'The legal name may have at most 100 characters.',
} as const;

/** docs/product.md#damage-claims: a damage charge cites its photos and comes soon after the return. */
export const DAMAGE_CLAIM_MESSAGES = {
  needsPhoto:
    'A damage charge needs a photo: choose one taken at the pickup or the return, or attach one.',
  unknownPhoto: "Choose photos taken at this booking's pickup or return.",
  badCite: "Not a photo of this booking's pickup or return.",
  tooLate: (hours: number) =>
    `Damage can only be charged within ${hours} hours of the return of the car.`,
} as const;
