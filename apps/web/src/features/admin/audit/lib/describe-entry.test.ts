import { describe, expect, it } from 'vitest';
import { actorName, describeAction, fieldChanges } from './describe-entry';

describe('an audit entry in words', () => {
  it('names known actions and spells out new ones', () => {
    expect(describeAction('booking.status')).toBe('changed a booking’s status');
    expect(describeAction('booking.branch')).toBe('moved a booking with its car');
    expect(describeAction('promo_code.create')).toBe('create promo code');
  });

  it('shows each field with its label and values before and after', () => {
    expect(
      fieldChanges({
        before: { price: 1800, available: true, pickupLocation: '' },
        after: { price: 2100, available: false, pickupLocation: 'Boduppal office' },
      }),
    ).toEqual([
      { field: 'price', label: 'Price per day', before: '₹1,800', after: '₹2,100' },
      { field: 'available', label: 'Available', before: 'Yes', after: 'No' },
      {
        field: 'pickupLocation',
        label: 'Pickup location',
        before: 'empty',
        after: 'Boduppal office',
      },
    ]);
  });

  it('names the renter who accepted an agreement, with no ids', () => {
    expect(
      fieldChanges({
        before: null,
        after: {
          acceptedBy: 'customer:c2bbe499-a05f-4d6b-9bb7-ae56ae19f777',
          otpChecked: true,
          agreement: { id: '9361f7ea-b9d4-4702-bee5-b76d0cee62b8', termsVersion: 1 },
        },
      }),
    ).toEqual([
      { field: 'acceptedBy', label: 'Accepted by', after: 'The renter' },
      { field: 'otpChecked', label: 'Code from the renter’s text checked', after: 'Yes' },
      { field: 'agreement', label: 'Agreement', after: 'Terms version: 1' },
    ]);
  });

  it('shows a created record’s values alone, and a deleted one’s as they were', () => {
    expect(fieldChanges({ before: null, after: { images: ['a', 'b'] } })).toEqual([
      { field: 'images', label: 'Images', before: undefined, after: '2 images' },
    ]);
    expect(fieldChanges({ before: { features: [] }, after: null })).toEqual([
      { field: 'features', label: 'Features', before: 'none', after: undefined },
    ]);
  });

  it('names the person by name, else by e-mail', () => {
    expect(
      actorName({ id: '1', name: 'Ravi', email: 'ravi@example.com', role: null, branch: null }),
    ).toBe('Ravi');
    expect(
      actorName({ id: '1', name: '', email: 'owner@example.com', role: null, branch: null }),
    ).toBe('owner@example.com');
  });
});
