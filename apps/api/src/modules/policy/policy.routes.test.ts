import { expect, it } from 'vitest';
import { PolicyFiguresSchema } from '@rental/shared/policy';
import { loadConfig } from '../../config';
import { describeEachDatabase } from '../../test/harness';

// The figures come from the running configuration, read from the environment as at start.
const configured = loadConfig({
  ADVANCE_PERCENT: '30',
  PENDING_HOLD_HOURS: '36',
  MAX_PENDING_BOOKINGS: '3',
  LATE_GRACE_MINUTES: '45',
  POST_TRIP_DAYS: '60',
  DISPUTE_HOURS: '72',
  DEPOSIT_HOLD_DAYS: '10',
});

describeEachDatabase(
  'the policy figures',
  (h) => {
    it('answers the configured figures, not the built-in defaults', async () => {
      const res = await h.inject({ method: 'GET', url: '/api/policy' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        advancePercent: 30,
        pendingHoldHours: 36,
        maxPendingBookings: 3,
        lateGraceMinutes: 45,
        postTripDays: 60,
        disputeHours: 72,
        depositHoldDays: 10,
        gstRegistered: false,
      });
      expect(PolicyFiguresSchema.parse(res.json())).toEqual(res.json());
    });
  },
  {
    config: {
      advancePercent: configured.advancePercent,
      pendingHoldHours: configured.pendingHoldHours,
      maxPendingBookings: configured.maxPendingBookings,
      lateGraceMinutes: configured.lateGraceMinutes,
      postTripDays: configured.postTripDays,
      disputeHours: configured.disputeHours,
      depositHoldDays: configured.depositHoldDays,
    },
  },
);

// docs/product.md#handover-and-bill: only a business with a GSTIN tells renters its prices include
// GST; the answer says whether it has one, never the GSTIN.
describeEachDatabase(
  'the policy figures of a GST-registered business',
  (h) => {
    it('says the business is registered for GST without sending its GSTIN', async () => {
      const res = await h.inject({ method: 'GET', url: '/api/policy' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ gstRegistered: true });
      expect(res.body).not.toContain('36AABCU9603R1ZM');
    });
  },
  { config: { businessGstin: '36AABCU9603R1ZM' } },
);
