import { describe, expect, it } from 'vitest';
import {
  EMPTY_BOOKING,
  STEP_FIELDS,
  stepOfField,
  validateStep,
  type BookingFormValues,
  type StepId,
} from './booking-steps';

const STEP_IDS = Object.keys(STEP_FIELDS) as StepId[];

// Friday 20 November 2026, 10:00 in Kolkata.
const NOW = new Date('2026-11-20T10:00:00+05:30');

const filled: BookingFormValues = {
  ...EMPTY_BOOKING,
  customerName: 'Ravi Kumar',
  customerEmail: 'ravi@example.com',
  customerPhone: '9876543210',
  address: '12 Lake Road',
  city: 'Hyderabad',
  state: 'Telangana',
  pinCode: '500070',
  dateOfBirth: '1995-04-12',
  driverLicenseNumber: 'TS0920190012345',
  dlIssuedState: 'Telangana',
  pickupDate: '2026-11-28',
  pickupTime: '10:00',
  returnDate: '2026-11-29',
  returnTime: '18:00',
  purpose: 'Weekend trip',
  destination: 'Srisailam',
  originalDocumentsSubmitted: 'Aadhaar + Original Licence',
};

describe('booking step gating', () => {
  it('lets every step of a complete booking pass', () => {
    for (const step of STEP_IDS) expect(validateStep(filled, step, NOW)).toEqual({});
  });

  it('requires only the e-mail on the details step', () => {
    const issues = validateStep({ ...EMPTY_BOOKING }, 'details', NOW);
    expect(issues).toEqual({ customerEmail: 'E-mail is required.' });
    expect(
      validateStep({ ...filled, customerEmail: 'not-an-email' }, 'details', NOW).customerEmail,
    ).toBe('Enter a valid e-mail address.');
  });

  it('requires address, city, state and a 6-digit PIN on the address step', () => {
    expect(Object.keys(validateStep(EMPTY_BOOKING, 'address', NOW)).sort()).toEqual(
      ['address', 'city', 'pinCode', 'state'].sort(),
    );
    expect(validateStep({ ...filled, pinCode: '5000' }, 'address', NOW).pinCode).toBe(
      'PIN code must be 6 digits.',
    );
  });

  it('refuses on the licence step a renter who cannot be 21 by the latest pickup', () => {
    const young = { ...filled, pickupDate: '', dateOfBirth: '2007-03-01' };
    expect(validateStep(young, 'licence', NOW).dateOfBirth).toBe(
      'You must be at least 21 years old on the pickup date.',
    );
  });

  it('lets a renter who turns 21 before the latest pickup past the licence step', () => {
    // Turns 21 on 25 November, five days after NOW: a pickup on the 28th is fine.
    const almost = { ...filled, dateOfBirth: '2005-11-25' };
    expect(validateStep({ ...almost, pickupDate: '' }, 'licence', NOW).dateOfBirth).toBeUndefined();
    expect(validateStep({ ...almost, pickupDate: '2026-11-22' }, 'licence', NOW).dateOfBirth).toBe(
      undefined,
    );
  });

  it('checks the age of 21 on the pickup date on the schedule step', () => {
    const almost = { ...filled, dateOfBirth: '2005-11-25' };
    expect(validateStep({ ...almost, pickupDate: '2026-11-22' }, 'schedule', NOW).pickupDate).toBe(
      'You must be at least 21 years old on the pickup date.',
    );
    expect(validateStep({ ...almost, pickupDate: '2026-11-28' }, 'schedule', NOW).pickupDate).toBe(
      undefined,
    );
  });

  it('refuses on the licence step a date of birth that is not a real one', () => {
    expect(validateStep({ ...filled, dateOfBirth: '2030-01-01' }, 'licence', NOW).dateOfBirth).toBe(
      'Enter your real date of birth.',
    );
  });

  it('refuses a pickup in the past and a return before the pickup', () => {
    expect(validateStep({ ...filled, pickupDate: '2026-11-19' }, 'schedule', NOW).pickupDate).toBe(
      'Pickup date cannot be in the past.',
    );
    expect(
      validateStep({ ...filled, pickupDate: '2026-11-20', pickupTime: '09:00' }, 'schedule', NOW),
    ).toEqual({
      pickupTime: 'Pickup time has already passed.',
    });
    expect(validateStep({ ...filled, returnDate: '2026-11-27' }, 'schedule', NOW)).toEqual({
      returnDate: 'Return must be after pickup.',
    });
    expect(
      validateStep({ ...filled, returnDate: '2026-11-28', returnTime: '10:00' }, 'schedule', NOW),
    ).toEqual({
      returnTime: 'Return must be after pickup.',
    });
  });

  it('requires purpose, destination and the documents on the schedule step', () => {
    const issues = validateStep(
      { ...filled, purpose: ' ', destination: '', originalDocumentsSubmitted: '' },
      'schedule',
      NOW,
    );
    expect(issues).toEqual({
      purpose: 'Purpose is required.',
      destination: 'Destination is required.',
      originalDocumentsSubmitted: 'Choose the original documents you will bring.',
    });
  });

  it('does not check the notes and summary steps', () => {
    expect(validateStep(EMPTY_BOOKING, 'notes', NOW)).toEqual({});
    expect(validateStep(EMPTY_BOOKING, 'summary', NOW)).toEqual({});
  });

  it('knows which step shows a field', () => {
    expect(stepOfField('dateOfBirth')).toBe('licence');
    expect(stepOfField('pickupDate')).toBe('schedule');
    expect(stepOfField('carId')).toBe('summary');
  });
});
