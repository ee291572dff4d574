import { expect, it } from 'vitest';
import { createBooking, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { HOUR, handoverClock, handoverKit } from '../../test/handover';

// docs/product.md#rental-agreement (review row L): the agreement texts' links are built on
// PUBLIC_URL only. Without it, a forged Host, Origin or X-Forwarded-Host never reaches the text
// the renter is sent: the link is the path alone.

const clock = handoverClock();
const FORGED = 'evil.example';
const forged = {
  host: FORGED,
  origin: `https://${FORGED}`,
  'x-forwarded-host': FORGED,
  'x-forwarded-proto': 'https',
};
const readings = { odometerKm: 10_000, fuelLevel: 'Full', damageNotes: '' };

describeEachDatabase(
  'the agreement texts without PUBLIC_URL',
  (h: Harness) => {
    const kit = handoverKit(h, clock);

    it('never puts a forged Host or Origin into the outbox text', async () => {
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, kit.car, {
        status: 'Confirmed',
        pickupAt: clock().toISOString(),
        returnAt: new Date(clock().getTime() + 48 * HOUR).toISOString(),
      });
      const post = (what: string, token: string, payload?: object) =>
        h.inject({
          method: 'POST',
          url: `/api/bookings/${id}/agreement${what}`,
          headers: { ...bearer(token), ...forged },
          ...(payload && { payload }),
        });
      expect((await post('', kit.admin, readings)).statusCode).toBe(201);
      const linked = await post('/link', kit.admin);
      expect(linked.statusCode, linked.body).toBe(200);

      // The file's own database: every message queued is this test's (code, link).
      const rows = await h.app.db
        .selectFrom('messages')
        .select(['event', 'recipient', 'subject', 'body', 'html', 'data'])
        .execute();
      expect(rows.map((r) => r.event)).toContain('agreement_link');
      const link = rows.find((r) => r.event === 'agreement_link');
      expect(link?.body).toContain(`: /account/bookings/${id}/agreement`);
      expect(JSON.stringify(rows)).not.toContain(FORGED);
    });
  },
  { clock },
);
