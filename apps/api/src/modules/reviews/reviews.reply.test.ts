import { beforeAll, expect, it } from 'vitest';
import { BRAND_NAME } from '@rental/shared/business';
import { REVIEW_MESSAGES, type Review, type ReviewSummary } from '@rental/shared/reviews';
import {
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import {
  bearer,
  describeEachDatabase,
  smsReceiverFor,
  type HarnessOptions,
} from '../../test/harness';
import { entriesOf } from '../../test/audit';
import { drain, messageRows } from '../../test/outbox';

// docs/product.md#reviews: the business replies once to a review and may edit the reply (the
// owner; a branch's staff for their branch's bookings); the car's page shows it under a published
// review, signed with the business's name; the renter hears of the first reply.

const options: HarnessOptions = { outbox: { autoStart: false } };
const sms = smsReceiverFor(options);

describeEachDatabase(
  'replies to reviews',
  (h) => {
    let owner: string;
    let staff: { id: string; token: string };
    let otherStaff: { id: string; token: string };
    let renter: TestCustomer;
    let car: TestCar;
    beforeAll(async () => {
      owner = await h.adminToken();
      staff = await createStaffToken(h, 'Boduppal');
      otherStaff = await createStaffToken(h, 'Dilsukhnagar');
      renter = await createCustomer(h, { name: 'Priya Sharma' });
      car = await createCar(h, { name: 'Creta SX', branch: 'Boduppal' });
    });

    /** A Completed booking of the car with the renter's review; answers both ids. */
    const reviewed = async (text = 'Clean car, but the pickup took an hour.') => {
      const bookingId = await createBooking(h, renter, car, { status: 'Completed' });
      const res = await h.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/review`,
        headers: bearer(renter.token),
        payload: { rating: 3, text },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { bookingId, id: res.json<Review>()._id };
    };
    const reply = (id: string, payload: unknown, token = owner) =>
      h.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${id}/reply`,
        headers: bearer(token),
        payload: payload as Record<string, unknown>,
      });
    const carReviews = async () => {
      const res = await h.inject({ method: 'GET', url: `/api/cars/${car.id}/reviews` });
      expect(res.statusCode).toBe(200);
      return res.json<ReviewSummary>();
    };
    const replyTexts = async (bookingId: string) =>
      (await messageRows(h.app, bookingId))
        .filter((m) => m.event === 'review_reply')
        .map((m) => m.channel)
        .sort();

    it('publishes the first reply under the review on the car’s page and tells the renter', async () => {
      const { id, bookingId } = await reviewed();
      const res = await reply(id, {
        text: '  Sorry for the wait, Priya: we added a second desk.  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const answered = res.json<Review>();
      expect(answered.reply).toMatchObject({
        text: 'Sorry for the wait, Priya: we added a second desk.',
        from: BRAND_NAME,
        editedAt: null,
      });
      expect(answered.branch).toBe('Boduppal');

      const shown = (await carReviews()).reviews.find((r) => r._id === id)!;
      expect(shown.reply).toEqual(answered.reply);
      // Who wrote it stays in the back office: the site signs it with the business's name.
      expect(Object.keys(shown.reply!).sort()).toEqual(['editedAt', 'from', 'repliedAt', 'text']);
      expect(await replyTexts(bookingId)).toEqual(['email', 'sms']);
      await drain(h.app);
      const texts = sms().received.filter(
        (s) => s.to === renter.mobile && s.message.includes('we replied to your review'),
      );
      expect(texts).toHaveLength(1);
      expect(texts[0]!.message).toContain(bookingId.slice(-8).toUpperCase());
      expect(texts[0]!.message.length).toBeLessThanOrEqual(160);
    });

    it('edits the one reply, audited, without telling the renter again', async () => {
      const { id, bookingId } = await reviewed();
      expect((await reply(id, { text: 'Thank you!' })).statusCode).toBe(200);
      const edited = await reply(id, { text: 'Thank you, see you again.' }, staff.token);
      expect(edited.statusCode, edited.body).toBe(200);
      const answer = edited.json<Review>().reply!;
      expect(answer.text).toBe('Thank you, see you again.');
      expect(answer.editedAt).not.toBeNull();
      // The same text again changes nothing and records nothing.
      expect((await reply(id, { text: 'Thank you, see you again.' })).statusCode).toBe(200);

      const entries = await entriesOf(h, { entityId: id });
      expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
        ['review.reply', null, { reply: 'Thank you!' }],
        ['review.reply_edit', { reply: 'Thank you!' }, { reply: 'Thank you, see you again.' }],
      ]);
      expect(entries[1]!.actorId).toBe(staff.id);
      const list = await h.inject({ method: 'GET', url: '/api/cars/' + car.id + '/reviews' });
      expect(list.json<ReviewSummary>().reviews.find((r) => r._id === id)!.reply!.text).toBe(
        'Thank you, see you again.',
      );
      expect(await replyTexts(bookingId)).toEqual(['email', 'sms']);
    });

    it('lets staff reply to their branch’s reviews only, and see only those', async () => {
      const { id } = await reviewed();
      const missing = await reply(id, { text: 'Not ours to answer.' }, otherStaff.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(REVIEW_MESSAGES.notFound);
      expect((await reply('no-such-review', { text: 'Hello' })).statusCode).toBe(404);
      expect((await reply(id, { text: 'Hello' }, renter.token)).statusCode).toBe(403);
      const visitor = await h.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${id}/reply`,
        payload: { text: 'Hello' },
      });
      expect(visitor.statusCode).toBe(401);

      const list = async (token: string) =>
        (await h.inject({ method: 'GET', url: '/api/admin/reviews', headers: bearer(token) })).json<
          Review[]
        >();
      expect((await list(staff.token)).map((r) => r._id)).toContain(id);
      expect(await list(otherStaff.token)).toEqual([]);
      expect((await list(owner)).map((r) => r._id)).toContain(id);
    });

    it('refuses an empty, too long or broken reply with the form’s words', async () => {
      const { id } = await reviewed();
      for (const payload of [{ text: '   ' }, {}, { text: 42 }]) {
        const res = await reply(id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields).toEqual({ text: REVIEW_MESSAGES.replyRequired });
      }
      const long = await reply(id, { text: 'x'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toEqual({ text: REVIEW_MESSAGES.replyTooLong });
      expect((await reply(id, { text: 'x'.repeat(1000) })).statusCode).toBe(200);
      for (const text of ['Sorry\u0000', 'Sorry \u202Eevil']) {
        const res = await reply(id, { text });
        expect(res.statusCode, JSON.stringify(text)).toBe(400);
      }
      // Line breaks are fine in a reply of a few sentences.
      expect((await reply(id, { text: 'Thank you.\nSee you again.' })).statusCode).toBe(200);
    });

    it('shows no reply of a hidden review, and the car’s rating leaves it out', async () => {
      const { id } = await reviewed('Abusive words');
      expect((await reply(id, { text: 'We are sorry to read this.' })).statusCode).toBe(200);
      const before = await carReviews();
      const hide = await h.inject({
        method: 'PATCH',
        url: `/api/admin/reviews/${id}`,
        headers: bearer(owner),
        payload: { hidden: true },
      });
      expect(hide.statusCode).toBe(200);
      const after = await carReviews();
      expect(after.count).toBe(before.count - 1);
      expect(after.reviews.map((r) => r._id)).not.toContain(id);
      expect(JSON.stringify(after)).not.toContain('We are sorry to read this.');
      // Another car's page lists none of this car's reviews.
      const other = await createCar(h, { branch: 'Boduppal' });
      const empty = await h.inject({ method: 'GET', url: `/api/cars/${other.id}/reviews` });
      expect(empty.json()).toEqual({ average: null, count: 0, reviews: [] });
    });
  },
  options,
);
