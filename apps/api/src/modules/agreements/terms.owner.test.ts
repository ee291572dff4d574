import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { TERMS_TEXT_MAX } from '@rental/shared/agreement';
import { TERMS_MESSAGES } from '@rental/shared/messages';
import { createBooking, createCustomer, createStaffToken } from '../../test/factories';
import { bearer, describeEachDatabase, smsReceiverFor, type Harness } from '../../test/harness';
import { HOUR, handoverClock, handoverKit } from '../../test/handover';
import { pdfText } from '../../test/pdf-text';

// docs/product.md#rental-agreement: the owner writes the rental terms; a save that changes them
// is a new version (hash, time, who, audited); new agreements use the newest, accepted ones and
// their PDFs keep theirs.

const clock = handoverClock();
const options = { clock };
const sms = smsReceiverFor(options);
const readings = { odometerKm: 10_000, fuelLevel: 'Full', damageNotes: '' };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describeEachDatabase(
  'the rental terms the owner writes',
  (h: Harness) => {
    const kit = handoverKit(h, clock);
    const save = (text: unknown, token = kit.admin) =>
      h.inject({
        method: 'PUT',
        url: '/api/admin/terms',
        headers: bearer(token),
        payload: { text },
      });
    const publicTerms = async () => (await h.inject({ method: 'GET', url: '/api/terms' })).json();

    /** A booking of a new renter whose agreement is asked for under the terms in force. */
    async function asked(): Promise<{ id: string; mobile: string; token: string }> {
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, kit.car, {
        status: 'Confirmed',
        pickupAt: clock().toISOString(),
        returnAt: new Date(clock().getTime() + 48 * HOUR).toISOString(),
      });
      const res = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(kit.admin),
        payload: readings,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { id, mobile: renter.mobile, token: renter.token };
    }

    it('makes a new version of a changed text, audited, and the Terms call shows it', async () => {
      const before = await publicTerms();
      const text = `${before.text}\n9. Pets travel only in a carrier.`;
      const saved = await save(`  ${text}\n`);
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({
        version: before.version + 1,
        sha256: sha256(text),
        text,
      });
      expect(await publicTerms()).toMatchObject({ version: before.version + 1, text });

      // The same text again makes none.
      const again = await save(text);
      expect(again.statusCode).toBe(200);
      expect(again.json().version).toBe(before.version + 1);

      const [audit] = await h.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'terms.publish')
        .where('entity_id', '=', String(before.version + 1))
        .execute();
      expect(JSON.parse(audit!.after!)).toEqual({
        version: before.version + 1,
        sha256: sha256(text),
      });

      const history = await h.inject({
        method: 'GET',
        url: '/api/admin/terms',
        headers: bearer(kit.admin),
      });
      expect(history.statusCode).toBe(200);
      const { current, versions } = history.json();
      expect(current.version).toBe(before.version + 1);
      expect(versions[0]).toMatchObject({
        version: before.version + 1,
        publishedBy: expect.any(String),
      });
      expect(versions.find((v: { version: number }) => v.version === before.version)).toMatchObject(
        {
          sha256: before.sha256,
          publishedBy: null,
        },
      );
    });

    it('keeps an accepted agreement and its PDF on the version it was made under', async () => {
      const old = await publicTerms();
      const first = await asked();
      const code = await sms().otpFor(first.mobile);
      const accepted = await h.inject({
        method: 'POST',
        url: `/api/bookings/${first.id}/agreement/accept`,
        headers: bearer(first.token),
        payload: { code },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);

      const saved = await save(`${old.text}\n10. Child seats on request.`);
      expect(saved.statusCode).toBe(201);
      const newer = saved.json();

      const pdf = await h.inject({
        method: 'GET',
        url: `/api/bookings/${first.id}/agreement/pdf`,
        headers: bearer(first.token),
      });
      const printed = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(printed).toContain(`SHA-256 ${old.sha256}`);
      expect(printed).not.toContain(newer.sha256);
      expect(printed).not.toContain('Child seats on request.');

      const second = await asked();
      const agreement = await h.inject({
        method: 'GET',
        url: `/api/bookings/${second.id}/agreement`,
        headers: bearer(kit.admin),
      });
      expect(agreement.json().agreement.terms).toEqual({
        version: newer.version,
        sha256: newer.sha256,
      });
    });

    it('refuses an empty or too long text, staff, and no session', async () => {
      for (const [text, message] of [
        ['   ', TERMS_MESSAGES.empty],
        ['x'.repeat(TERMS_TEXT_MAX + 1), TERMS_MESSAGES.tooLong],
      ] as const) {
        const res = await save(text);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields.text).toBe(message);
      }
      expect((await save(42)).statusCode).toBe(400);
      const staff = await createStaffToken(h, 'Dilsukhnagar');
      expect((await save('New terms', staff.token)).statusCode).toBe(403);
      const staffLook = await h.inject({
        method: 'GET',
        url: '/api/admin/terms',
        headers: bearer(staff.token),
      });
      expect(staffLook.statusCode).toBe(403);
      const anonymous = await h.inject({
        method: 'PUT',
        url: '/api/admin/terms',
        payload: { text: 'New terms' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  },
  options,
);
