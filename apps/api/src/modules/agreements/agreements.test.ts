import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { rentalTermsText, type Agreement } from '@rental/shared/agreement';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { OTP_TTL_MS } from '@rental/shared/constants';
import { createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, smsReceiverFor, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { HOUR, handoverClock, handoverForm, handoverKit, pickupRecord } from '../../test/handover';
import { createBooking } from '../../test/factories';

// docs/product.md#rental-agreement: the renter's agreement at pickup, accepted with a code sent
// to their mobile, its PDF, and the pickup that goes without one only with a reason on record.

const clock = handoverClock();
const options = { clock };
const sms = smsReceiverFor(options);

const readings = {
  odometerKm: 10_000,
  fuelLevel: 'Full',
  damageNotes: 'Scratch on the rear bumper',
};

describeEachDatabase(
  'the rental agreement',
  (h: Harness) => {
    const kit = handoverKit(h, clock);

    /** A Confirmed booking of its own renter, so each test's codes go to a mobile of its own. */
    async function booking(): Promise<{ id: string; renter: TestCustomer }> {
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, kit.car, {
        status: 'Confirmed',
        pickupAt: clock().toISOString(),
        returnAt: new Date(clock().getTime() + 48 * HOUR).toISOString(),
      });
      return { id, renter };
    }
    const ask = (id: string, body: object = readings, token = kit.admin) =>
      h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(token),
        payload: body,
      });
    const accept = (id: string, code: string) =>
      h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement/accept`,
        headers: bearer(kit.admin),
        payload: { code },
      });
    const auditOf = (id: string, action: string) =>
      h.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('booking_id', '=', id)
        .where('action', '=', action)
        .execute();

    it('texts the renter a code, and records the acceptance with the terms version and hash', async () => {
      const { id, renter } = await booking();
      const terms = await h.inject({ method: 'GET', url: '/api/terms' });
      expect(terms.statusCode).toBe(200);
      const text = rentalTermsText(h.app.config);
      expect(terms.json()).toMatchObject({
        text,
        sha256: createHash('sha256').update(text).digest('hex'),
      });

      const asked = await ask(id, { ...readings, depositAmount: 5000 });
      expect(asked.statusCode, asked.body).toBe(201);
      const agreement = asked.json<Agreement>();
      expect(agreement).toMatchObject({
        status: 'awaiting-code',
        sentTo: renter.mobile.slice(-4),
        terms: { version: terms.json().version, sha256: terms.json().sha256 },
        summary: {
          car: kit.car.name,
          odometerKm: 10_000,
          fuelLevel: 'Full',
          deposit: '₹5,000, returned as the terms say.',
        },
      });
      const code = await sms().otpFor(renter.mobile);
      const wrong = code === '000000' ? '111111' : '000000';

      const refused = await accept(id, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'otp_invalid',
        error: AGREEMENT_MESSAGES.otpIncorrect,
      });

      const accepted = await accept(id, code);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        status: 'accepted',
        acceptedAt: clock().toISOString(),
      });
      const row = await h.app.db
        .selectFrom('rental_agreements')
        .selectAll()
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        accepted_by: `customer:${renter.id}`,
        terms_sha256: terms.json().sha256,
        mobile: renter.mobile,
      });
      expect(row.otp_hash).toMatch(/^[0-9a-f]{64}$/);
      const [audit] = await auditOf(id, 'agreement.accept');
      expect(JSON.parse(audit!.after!)).toMatchObject({
        acceptedBy: `customer:${renter.id}`,
        termsSha256: terms.json().sha256,
        otpChecked: true,
      });

      // The same code again is not a second acceptance.
      const replay = await accept(id, code);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({
        code: 'agreement_accepted',
        error: AGREEMENT_MESSAGES.alreadyAccepted,
      });

      const seen = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(renter.token),
      });
      expect(seen.json().agreement).toMatchObject({ _id: agreement._id, status: 'accepted' });
    });

    it('refuses a code once it has expired', async () => {
      const { id, renter } = await booking();
      expect((await ask(id)).statusCode).toBe(201);
      const code = await sms().otpFor(renter.mobile);
      const start = clock();
      clock.advance(OTP_TTL_MS + 1_000);
      try {
        const late = await accept(id, code);
        expect(late.statusCode).toBe(400);
        expect(late.json()).toMatchObject({
          code: 'otp_expired',
          error: AGREEMENT_MESSAGES.otpExpired,
        });
      } finally {
        clock.set(start);
      }
      const pickup = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ noAgreementReason: '' })),
      );
      expect(pickup.json().code).toBe('agreement_needed');
    });

    it('hands the car over on the accepted agreement and prints it with the terms hash and photos', async () => {
      const { id, renter } = await booking();
      expect((await accept(id, '123456')).json()).toMatchObject({
        code: 'agreement_not_requested',
        error: AGREEMENT_MESSAGES.noneAwaiting,
      });
      await ask(id);
      await accept(id, await sms().otpFor(renter.mobile));
      const before = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/agreement/pdf`,
        headers: bearer(renter.token),
      });
      expect(before.statusCode).toBe(200);
      expect(await pdfText(before.rawPayload)).toContain(
        'Listed here once the car has been handed over.',
      );

      const differs = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ odometerKm: 10_050, noAgreementReason: '' })),
      );
      expect(differs.statusCode).toBe(409);
      expect(differs.json()).toMatchObject({
        code: 'agreement_mismatch',
        error: AGREEMENT_MESSAGES.readingsDiffer,
      });
      const pickup = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ noAgreementReason: '' })),
      );
      expect(pickup.statusCode, pickup.body).toBe(201);
      const [audit] = await auditOf(id, 'handover.pickup');
      expect(JSON.parse(audit!.after!).agreement).toMatchObject({
        termsVersion: expect.any(Number),
      });

      for (const token of [renter.token, kit.admin]) {
        const pdf = await h.inject({
          method: 'GET',
          url: `/api/bookings/${id}/agreement/pdf`,
          headers: bearer(token),
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const printed = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
        const { sha256 } = (await h.inject({ method: 'GET', url: '/api/terms' })).json();
        expect(printed).toContain(`SHA-256 ${sha256}`);
        expect(printed).toContain(`mobile ending ${renter.mobile.slice(-4)}`);
        expect(printed).toContain('Front, taken');
        expect(printed).toContain('Fuel gauge, taken');
        expect(printed).toContain('Scratch on the rear bumper');
      }
      const stranger = await createCustomer(h);
      const hidden = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/agreement/pdf`,
        headers: bearer(stranger.token),
      });
      expect(hidden.statusCode).toBe(404);
    });

    it('hands a car over without an agreement only with a reason, kept in the audit log', async () => {
      const { id } = await booking();
      const refused = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ noAgreementReason: '' })),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'agreement_needed',
        error: AGREEMENT_MESSAGES.needed,
        fields: { noAgreementReason: AGREEMENT_MESSAGES.needed },
      });
      expect(await auditOf(id, 'handover.pickup')).toHaveLength(0);

      const reason = 'Renter has no phone signal in the basement parking';
      const res = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ noAgreementReason: reason })),
      );
      expect(res.statusCode).toBe(201);
      const [audit] = await auditOf(id, 'handover.pickup');
      expect(JSON.parse(audit!.after!)).toMatchObject({
        agreement: null,
        noAgreementReason: reason,
      });
      const history = await h.app.db
        .selectFrom('booking_status_history')
        .select('note')
        .where('booking_id', '=', id)
        .execute();
      expect(history.map((row) => row.note).join('\n')).toContain(
        `without the renter's agreement: ${reason}`,
      );
      const pdf = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/agreement/pdf`,
        headers: bearer(kit.admin),
      });
      expect(pdf.statusCode).toBe(404);
      expect(pdf.json().error).toBe(AGREEMENT_MESSAGES.noAgreement);
    });

    it('refuses an agreement for a booking not Confirmed, bad readings and a renter asking', async () => {
      const pending = await kit.confirmedBooking('Pending');
      expect((await ask(pending)).statusCode).toBe(409);
      const { id, renter } = await booking();
      const bad = await ask(id, { ...readings, odometerKm: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.odometerKm).toBe('Enter the odometer reading in km.');
      expect((await ask(id, readings, renter.token)).statusCode).toBe(403);
      expect(
        await h.app.db
          .selectFrom('rental_agreements')
          .where('booking_id', '=', id)
          .selectAll()
          .execute(),
      ).toHaveLength(0);
    });
  },
  options,
);
