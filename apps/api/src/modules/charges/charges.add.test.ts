import { expect, it } from 'vitest';
import { CHARGE_MESSAGES } from '@rental/shared/charges';
import { DOCUMENT_MESSAGES } from '@rental/shared/documents';
import { createBooking, createCustomer, createStaffToken } from '../../test/factories';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { SVG } from '../../test/documents';
import { drain, messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';
import { afterTripKit, challanPdf, DAY, HOUR } from '../../test/charges';

// docs/product.md#after-the-trip: staff add a charge with its evidence to a Completed booking
// within POST_TRIP_DAYS of the return; the renter is told and sees it with its proof.

const clock = testClock('2026-12-20T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const challan = {
  type: 'challan',
  amount: 1000,
  reference: 'TS-HYD-2026-81234',
  note: 'Red light',
};

describeEachDatabase(
  'charges after the trip',
  (h) => {
    const kit = afterTripKit(h);

    it('adds a challan with its PDF, tells the renter and shows them the proof', async () => {
      const id = await kit.completedBooking(new Date(clock().getTime() - 10 * DAY));
      const res = await kit.addCharge(id, challan, [challanPdf()]);
      expect(res.statusCode, res.body).toBe(201);
      const charge = res.json();
      expect(charge).toMatchObject({
        bookingId: id,
        type: 'challan',
        amount: 1000,
        reference: 'TS-HYD-2026-81234',
        note: 'Red light',
        status: 'open',
        disputeUntil: new Date(clock().getTime() + 48 * HOUR).toISOString(),
      });
      expect(charge.files).toHaveLength(1);

      const seen = await kit.afterTrip(id);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().charges).toEqual([charge]);

      const file = await h.inject({
        method: 'GET',
        url: charge.files[0].url,
        headers: bearer(kit.renter.token),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.body.startsWith('%PDF-')).toBe(true);

      const events = (await messageRows(h.app, id)).map((m) => `${m.event}:${m.channel}`);
      expect(events).toEqual(expect.arrayContaining(['charge_raised:sms', 'charge_raised:email']));
      // Rendered and sent by the worker: each template exists for both channels.
      await drain(h.app);
      const raised = (await messageRows(h.app, id)).filter((m) => m.event === 'charge_raised');
      expect(raised.map((m) => m.state)).toEqual(['sent', 'sent']);
    });

    it('keeps the evidence from other renters and from the public uploads address', async () => {
      const id = await kit.completedBooking(new Date(clock().getTime() - 2 * DAY));
      const charge = (await kit.addCharge(id, challan, [challanPdf()])).json();
      const stranger = await createCustomer(h);
      for (const url of [`/api/bookings/${id}/charges`, charge.files[0].url]) {
        const res = await h.inject({ method: 'GET', url, headers: bearer(stranger.token) });
        expect(res.statusCode).toBe(404);
      }
      const key = await h.app.db
        .selectFrom('charge_files')
        .select('file_key')
        .where('charge_id', '=', charge.id)
        .executeTakeFirstOrThrow();
      const open = await h.inject({ method: 'GET', url: `/uploads/${key.file_key}` });
      expect(open.statusCode).toBe(404);
    });

    it('accepts a charge on day 90 after the return and refuses it on day 91', async () => {
      const day90 = await kit.completedBooking(new Date(clock().getTime() - 90 * DAY + HOUR));
      expect((await kit.addCharge(day90, challan)).statusCode).toBe(201);

      const day91 = await kit.completedBooking(new Date(clock().getTime() - 90 * DAY - HOUR));
      const res = await kit.addCharge(day91, challan);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'charge_window_closed',
        error: CHARGE_MESSAGES.tooLate(90),
      });
    });

    it('refuses a charge on a booking that is not completed', async () => {
      const id = await createBooking(h, kit.renter, kit.car, { status: 'Confirmed' });
      const res = await kit.addCharge(id, challan);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'charge_not_allowed',
        error: CHARGE_MESSAGES.notCompleted,
      });
    });

    it('refuses a bad type, amount or file with a clear 400 and stores nothing', async () => {
      const id = await kit.completedBooking(new Date(clock().getTime() - DAY));
      const cases: [Record<string, unknown> | string, string][] = [
        [{ ...challan, type: 'parking' }, CHARGE_MESSAGES.type],
        [{ ...challan, amount: 10.5 }, CHARGE_MESSAGES.amountWhole],
        [{ ...challan, amount: 0 }, CHARGE_MESSAGES.amountPositive],
        ['{not json', CHARGE_MESSAGES.badForm],
      ];
      for (const [charge, message] of cases) {
        const res = await kit.addCharge(id, charge);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toBe(message);
      }
      const svg = await kit.addCharge(id, challan, [
        { data: SVG, type: 'image/svg+xml', name: 'x.svg' },
      ]);
      expect(svg.statusCode).toBe(400);
      expect(svg.json().error).toBe(DOCUMENT_MESSAGES.badType);
      expect((await kit.afterTrip(id)).json().charges).toEqual([]);
    });

    it('refuses NUL or a lone surrogate in the description with 400 and stores nothing', async () => {
      const id = await kit.completedBooking(new Date(clock().getTime() - DAY));
      const cases: (Record<string, unknown> | string)[] = [
        { ...challan, note: 'Red\u0000light' },
        { ...challan, reference: 'TS-HYD\u0000-1' },
        // As raw JSON text, the way a client would send a lone surrogate.
        '{"type":"challan","amount":1000,"reference":"TS-1","note":"Red \\ud800light"}',
      ];
      for (const charge of cases) {
        const res = await kit.addCharge(id, charge, [challanPdf()]);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
      expect((await kit.afterTrip(id)).json().charges).toEqual([]);
      const stored = await h.app.db
        .selectFrom('charges')
        .select('id')
        .where('booking_id', '=', id)
        .execute();
      expect(stored).toEqual([]);
    });

    it("answers 404 to another branch's staff and 403 to a renter adding a charge", async () => {
      const id = await kit.completedBooking(new Date(clock().getTime() - DAY));
      const staff = await createStaffToken(h, 'Dilsukhnagar');
      expect((await kit.addCharge(id, challan, [], staff.token)).statusCode).toBe(404);
      expect((await kit.addCharge(id, challan, [], kit.renter.token)).statusCode).toBe(403);
    });
  },
  options,
);
