import { beforeAll, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type Review, type ReviewSummary } from '@rental/shared/reviews';
import {
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { entriesOf } from '../../test/audit';

// docs/product.md#reviews: a renter rates a Completed booking once; the public summary is
// computed from the published reviews only (nothing when there are none); the owner hides one.

describeEachDatabase('reviews', (h) => {
  let admin: string;
  let renter: TestCustomer;
  let car: TestCar;
  beforeAll(async () => {
    admin = await h.adminToken();
    renter = await createCustomer(h, { name: 'Priya Sharma' });
    car = await createCar(h, { name: 'Creta SX' });
  });

  const write = (id: string, payload: Record<string, unknown>, token = renter.token) =>
    h.inject({
      method: 'POST',
      url: `/api/bookings/${id}/review`,
      headers: bearer(token),
      payload,
    });
  const summary = async () =>
    (await h.inject({ method: 'GET', url: '/api/reviews' })).json<ReviewSummary>();

  it('shows no rating before anyone has written a review', async () => {
    expect(await summary()).toEqual({ average: null, count: 0, reviews: [] });
  });

  it('takes one review of a Completed booking and counts it', async () => {
    const id = await createBooking(h, renter, car, { status: 'Completed' });
    const mine = () =>
      h.inject({ method: 'GET', url: `/api/bookings/${id}/review`, headers: bearer(renter.token) });
    expect((await mine()).json()).toEqual({ review: null });

    const res = await write(id, { rating: 5, text: '  Spotless car, quick pickup.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Review>()).toMatchObject({
      bookingId: id,
      rating: 5,
      text: 'Spotless car, quick pickup.',
      firstName: 'Priya',
      carName: 'Creta SX',
      hidden: false,
    });
    expect((await mine()).json<{ review: Review }>().review.rating).toBe(5);

    const again = await write(id, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'review_exists',
      error: REVIEW_MESSAGES.alreadyReviewed,
    });

    const other = await createBooking(h, renter, car, { status: 'Completed' });
    expect((await write(other, { rating: 4, text: 'Good' })).statusCode).toBe(201);
    const shown = await summary();
    expect(shown).toMatchObject({ average: 4.5, count: 2 });
    expect(shown.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
    // The public site never sees who wrote it beyond the first name.
    expect(Object.keys(shown.reviews[0]!).sort()).toEqual(
      ['_id', 'carName', 'createdAt', 'firstName', 'rating', 'reply', 'text'].sort(),
    );
  });

  it('refuses a booking that is not Completed, or not the renter’s', async () => {
    const pending = await createBooking(h, renter, car, { status: 'Confirmed' });
    const res = await write(pending, { rating: 5, text: 'Early' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'review_not_completed',
      error: REVIEW_MESSAGES.notCompleted,
    });
    const stranger = await createCustomer(h);
    const completed = await createBooking(h, renter, car, { status: 'Completed' });
    expect((await write(completed, { rating: 5, text: 'x' }, stranger.token)).statusCode).toBe(404);
    expect((await write('no-such-booking', { rating: 5, text: 'x' })).statusCode).toBe(404);
    expect((await write(completed, { rating: 5, text: 'x' }, admin)).statusCode).toBe(403);
  });

  it('refuses a rating outside 1 to 5 and an empty text with the form’s words', async () => {
    const id = await createBooking(h, renter, car, { status: 'Completed' });
    for (const payload of [
      { rating: 0, text: 'ok' },
      { rating: 6, text: 'ok' },
      { rating: 3.5, text: 'ok' },
      { rating: '5', text: 'ok' },
    ]) {
      const res = await write(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({ rating: REVIEW_MESSAGES.rating });
    }
    const blank = await write(id, { rating: 4, text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ text: REVIEW_MESSAGES.textRequired });
    expect((await write(id, { rating: 4, text: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('lets the owner hide a review, which leaves the rating and the count', async () => {
    const before = await summary();
    const list = await h.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    const five = list.json<Review[]>().find((r) => r.rating === 5)!;
    const hide = (hidden: boolean, token = admin) =>
      h.inject({
        method: 'PATCH',
        url: `/api/admin/reviews/${five._id}`,
        headers: bearer(token),
        payload: { hidden },
      });
    const staff = await createStaffToken(h, 'Boduppal');
    expect((await hide(true, staff.token)).statusCode).toBe(403);
    expect((await hide(true)).json<Review>().hidden).toBe(true);
    expect((await hide(true)).statusCode).toBe(200);
    const after = await summary();
    expect(after.count).toBe(before.count - 1);
    expect(after.reviews.map((r) => r._id)).not.toContain(five._id);
    expect((await hide(false)).json<Review>().hidden).toBe(false);
    expect((await summary()).count).toBe(before.count);
    // Two real changes, two audit entries; the repeat left none.
    expect((await entriesOf(h, { entityId: five._id })).map((e) => e.action)).toEqual([
      'review.hide',
      'review.show',
    ]);
    const missing = await h.inject({
      method: 'PATCH',
      url: '/api/admin/reviews/no-such-review',
      headers: bearer(admin),
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
