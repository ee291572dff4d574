import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import { actorLabel, auditPredicate } from './audit-sentence';
import { fieldChanges } from './describe-entry';

const BOOKING = '2b7c1f0e-aaaa-bbbb-cccc-1234ab12cd34';
const ravi = {
  id: 's1',
  name: 'Ravi',
  email: 'ravi@example.com',
  role: 'staff',
  branch: 'Boduppal',
};

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: '2026-12-01T04:30:00.000Z',
  actor: ravi,
  action: 'booking.status',
  entity: 'booking',
  entityId: BOOKING,
  bookingId: BOOKING,
  carId: null,
  before: null,
  after: null,
  document: null,
  ...fields,
});

describe('an audit entry as a sentence', () => {
  it('names the person with their branch and role', () => {
    expect(actorLabel(ravi)).toBe('Ravi (Boduppal staff)');
    expect(actorLabel({ ...ravi, name: 'Asha', role: 'owner', branch: null })).toBe('Asha (owner)');
    expect(actorLabel({ id: 'x', name: '', email: '', role: null, branch: null })).toBe(
      'A removed account',
    );
  });

  it('says what was approved and whose it was', () => {
    const approval = entry({
      action: 'document.approve',
      entity: 'document',
      bookingId: null,
      document: { kind: 'licence_front', ownerName: 'Priya Sharma' },
    });
    expect(`${actorLabel(ravi)} ${auditPredicate(approval)}`).toBe(
      'Ravi (Boduppal staff) approved the driving licence (front) of Priya Sharma',
    );
  });

  it('names the booking by its short reference, or "this booking" inside it', () => {
    const status = entry({ before: { status: 'Pending' }, after: { status: 'Confirmed' } });
    expect(auditPredicate(status)).toBe('moved booking AB12CD34 from Pending to Confirmed');
    expect(auditPredicate(status, { inBooking: true })).toBe(
      'moved this booking from Pending to Confirmed',
    );
    expect(auditPredicate(entry({ after: { status: 'Cancelled' } }))).toBe(
      'cancelled booking AB12CD34',
    );
    expect(auditPredicate(entry({ action: 'handover.pickup' }), { carName: 'Swift VXi' })).toBe(
      'handed Swift VXi over for booking AB12CD34',
    );
  });

  it('describes a delivery day off at a branch with the day in words', () => {
    const off = entry({
      action: 'delivery_area.day_off',
      entity: 'delivery_area',
      entityId: 'Boduppal',
      bookingId: null,
      before: { day: '2026-12-21', off: false },
      after: { day: '2026-12-21', off: true },
    });
    expect(auditPredicate(off)).toBe(
      'switched delivery off at Boduppal for Monday, 21 December 2026',
    );
    expect(auditPredicate({ ...off, after: { day: '2026-12-21', off: false } })).toBe(
      'switched delivery back on at Boduppal for Monday, 21 December 2026',
    );
    expect(auditPredicate({ ...off, action: 'delivery_area.update' })).toBe(
      'changed the delivery areas of Boduppal',
    );
  });

  it('spells out an action it does not know instead of printing its key', () => {
    expect(auditPredicate(entry({ action: 'invoice.void', bookingId: null }))).toBe('void invoice');
  });

  it('shows instants in India time and hides internal ids', () => {
    expect(
      fieldChanges({
        before: null,
        after: {
          customerId: 'c-123',
          pickedUpAt: '2026-12-01T04:30:00.000Z',
          rule: { price: 900 },
        },
      }),
    ).toEqual([
      {
        field: 'pickedUpAt',
        label: 'Picked up at',
        before: undefined,
        after: '1 Dec 2026, 10:00 am',
      },
      { field: 'rule', label: 'Rule', before: undefined, after: 'Price per day: ₹900' },
    ]);
  });
});
