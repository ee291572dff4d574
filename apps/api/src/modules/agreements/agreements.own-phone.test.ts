import { expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { createBooking, createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, smsReceiverFor, type Harness } from '../../test/harness';
import { HOUR, handoverClock, handoverKit } from '../../test/handover';

// docs/product.md#rental-agreement: the staff text the renter a link; the renter reads and
// accepts the agreement with their code on their own phone, their own booking only.

const clock = handoverClock();
const options = { clock, config: { publicUrl: 'https://rentals.example' } };
const sms = smsReceiverFor(options);
const readings = { odometerKm: 10_000, fuelLevel: 'Full', damageNotes: '' };

describeEachDatabase(
  'the rental agreement on the renter’s own phone',
  (h: Harness) => {
    const kit = handoverKit(h, clock);

    async function booking(): Promise<{ id: string; renter: TestCustomer }> {
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, kit.car, {
        status: 'Confirmed',
        pickupAt: clock().toISOString(),
        returnAt: new Date(clock().getTime() + 48 * HOUR).toISOString(),
      });
      return { id, renter };
    }
    const post = (id: string, what: string, token: string, payload?: object) =>
      h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement${what}`,
        headers: bearer(token),
        ...(payload && { payload }),
      });
    const textsTo = (mobile: string) =>
      sms().received.filter((m) => m.to.endsWith(mobile.slice(-10)));

    it('texts the renter a link, and the renter accepts on their own phone', async () => {
      const { id, renter } = await booking();
      const early = await post(id, '/link', kit.admin);
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toBe(AGREEMENT_MESSAGES.noneAwaiting);

      expect((await post(id, '', kit.admin, readings)).statusCode).toBe(201);
      const code = await sms().otpFor(renter.mobile);
      const linked = await post(id, '/link', kit.admin);
      expect(linked.statusCode, linked.body).toBe(200);
      const link = `https://rentals.example/account/bookings/${id}/agreement`;
      await expect
        .poll(() => textsTo(renter.mobile).some((m) => m.message.includes(link)))
        .toBe(true);

      // The renter reads what the staff's phone shows, and accepts with the code.
      const seen = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(renter.token),
      });
      expect(seen.json().agreement).toMatchObject({
        status: 'awaiting-code',
        summary: { odometerKm: 10_000 },
      });
      const accepted = await post(id, '/accept', renter.token, { code });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'accepted' });

      // The staff's screen reads it accepted; the renter is texted where the PDF is.
      const staff = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(kit.admin),
      });
      expect(staff.json().agreement.status).toBe('accepted');
      await expect
        .poll(() =>
          textsTo(renter.mobile).some((m) => m.message.includes('accepted the rental agreement')),
        )
        .toBe(true);
      const again = await post(id, '/link', kit.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(AGREEMENT_MESSAGES.alreadyAccepted);
    });

    it("answers 404 to another renter's code or look, and 403 to a renter sending the link", async () => {
      const { id, renter } = await booking();
      expect((await post(id, '', kit.admin, readings)).statusCode).toBe(201);
      const code = await sms().otpFor(renter.mobile);
      const stranger = await createCustomer(h);
      expect((await post(id, '/accept', stranger.token, { code })).statusCode).toBe(404);
      const look = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(stranger.token),
      });
      expect(look.statusCode).toBe(404);
      expect((await post(id, '/link', renter.token)).statusCode).toBe(403);
      // The stranger's try used nothing up: the renter's code still works.
      expect((await post(id, '/accept', renter.token, { code })).statusCode).toBe(200);
    });
  },
  options,
);
