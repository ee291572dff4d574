import { expect, it } from 'vitest';
import { AGREEMENT_PDF_LINK_TTL_MS } from '@rental/shared/constants';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { createBooking, createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, smsReceiverFor, type Harness } from '../../test/harness';
import { HOUR, handoverClock, handoverKit } from '../../test/handover';
import { pdfText } from '../../test/pdf-text';
import { agreementPdfLink } from './agreement-link';

// docs/product.md#rental-agreement: once accepted, the agreement's PDF is the renter's: with their
// session from their bookings, or through the signed, expiring link texted to them, which ends
// with the renter's sessions.

const clock = handoverClock();
const site = 'https://rentals.example';
const options = { clock, config: { publicUrl: site } };
const sms = smsReceiverFor(options);
const readings = { odometerKm: 10_000, fuelLevel: 'Full', damageNotes: '' };

describeEachDatabase(
  'the accepted agreement’s PDF for the renter',
  (h: Harness) => {
    const kit = handoverKit(h, clock);

    /** A booking whose renter accepted the agreement, and the PDF link texted after it. */
    async function accepted(): Promise<{ id: string; renter: TestCustomer; link: string }> {
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, kit.car, {
        status: 'Confirmed',
        pickupAt: clock().toISOString(),
        returnAt: new Date(clock().getTime() + 48 * HOUR).toISOString(),
      });
      const asked = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(kit.admin),
        payload: readings,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const code = await sms().otpFor(renter.mobile);
      const done = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement/accept`,
        headers: bearer(renter.token),
        payload: { code },
      });
      expect(done.statusCode, done.body).toBe(200);
      const linkIn = /(https:\/\/rentals\.example\/api\/agreements\/\S+)/;
      const linkTo = () =>
        sms()
          .received.filter((m) => m.to.endsWith(renter.mobile.slice(-10)))
          .map((m) => linkIn.exec(m.message)?.[1])
          .find(Boolean);
      await expect.poll(linkTo).toBeTruthy();
      return { id, renter, link: linkTo()! };
    }
    const open = (link: string) => h.inject({ method: 'GET', url: link.slice(site.length) });

    it('answers the renter with their session, 404 to another renter and 401 without one', async () => {
      const { id, renter } = await accepted();
      const url = `/api/bookings/${id}/agreement/pdf`;
      const own = await h.inject({ method: 'GET', url, headers: bearer(renter.token) });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      const stranger = await createCustomer(h);
      const other = await h.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(other.statusCode).toBe(404);
      expect((await h.inject({ method: 'GET', url })).statusCode).toBe(401);
    });

    it('texts the renter a link that opens the PDF without signing in', async () => {
      const { link } = await accepted();
      expect(link).toMatch(/\/api\/agreements\/[^/]+\/pdf\?expires=\d+&signature=[\w-]+$/);
      const pdf = await open(link);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      const { sha256 } = (await h.inject({ method: 'GET', url: '/api/terms' })).json();
      expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain(`SHA-256 ${sha256}`);
    });

    it('refuses a link changed in any part, or opened after it expired', async () => {
      const first = await accepted();
      const second = await accepted();
      const [, firstId] = /agreements\/([^/]+)\/pdf/.exec(first.link)!;
      const [, secondId] = /agreements\/([^/]+)\/pdf/.exec(second.link)!;
      const expires = Number(/expires=(\d+)/.exec(first.link)![1]);
      const refused = [
        first.link.replace(/signature=[\w-]+/, 'signature=forged'),
        first.link.replace(`expires=${expires}`, `expires=${expires + 3600}`),
        // One agreement's signature does not open another's.
        first.link.replace(firstId!, secondId!),
      ];
      for (const link of refused) {
        const res = await open(link);
        expect(res.statusCode, link).toBe(403);
        expect(res.json().error).toBe(AGREEMENT_MESSAGES.linkExpired);
      }
      expect((await open(first.link.replace(/&signature=[\w-]+/, ''))).statusCode).toBe(400);

      const start = clock();
      try {
        clock.set(new Date(start.getTime() + AGREEMENT_PDF_LINK_TTL_MS - 60_000));
        expect((await open(first.link)).statusCode).toBe(200);
        clock.set(new Date(start.getTime() + AGREEMENT_PDF_LINK_TTL_MS + 1000));
        const late = await open(first.link);
        expect(late.statusCode).toBe(403);
        expect(late.json().error).toBe(AGREEMENT_MESSAGES.linkExpired);
      } finally {
        clock.set(start);
      }
    });

    /** Asserts the link now answers 410, saying why, and one signed now opens the PDF. */
    async function ended(id: string, link: string) {
      const res = await open(link);
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json()).toMatchObject({
        code: 'agreement_link_ended',
        error: AGREEMENT_MESSAGES.linkEnded,
      });
      const fresh = await agreementPdfLink(h.app, id);
      expect(fresh).not.toBe(link.slice(site.length));
      expect((await h.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    }
    const agreementIdOf = (link: string) => /agreements\/([^/]+)\/pdf/.exec(link)![1]!;

    it('ends the texted link when the renter signs out everywhere', async () => {
      const { link, renter } = await accepted();
      expect((await open(link)).statusCode).toBe(200);
      const out = await h.inject({
        method: 'POST',
        url: '/api/users/me/sign-out-everywhere',
        headers: bearer(renter.token),
      });
      expect(out.statusCode, out.body).toBe(200);
      await ended(agreementIdOf(link), link);
      // A link from before is refused alike after a second sign-out too.
      const again = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { mobile: renter.mobile, password: renter.password },
      });
      expect(again.statusCode, again.body).toBe(200);
      const twice = await h.inject({
        method: 'POST',
        url: '/api/users/me/sign-out-everywhere',
        headers: bearer(again.json().token),
      });
      expect(twice.statusCode, twice.body).toBe(200);
      expect((await open(link)).statusCode).toBe(410);
    });

    it('ends the texted link when the renter resets their password', async () => {
      const { link, renter } = await accepted();
      expect((await open(link)).statusCode).toBe(200);
      const textsBefore = sms().received.filter((m) => m.to === renter.mobile).length;
      const asked = await h.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { mobile: renter.mobile, email: renter.email },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const reset = await h.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: {
          mobile: renter.mobile,
          otp: await sms().otpFor(renter.mobile, textsBefore + 1),
          password: 'brand-new-pass',
        },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await ended(agreementIdOf(link), link);
    });
  },
  options,
);
