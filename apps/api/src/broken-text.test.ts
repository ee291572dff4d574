import { beforeAll, expect, it } from 'vitest';
import { BROKEN_TEXT_MESSAGE } from '@rental/shared/fields';
import { handoverForm, pickupRecord, returnRecord } from './test/handover';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCustomer,
} from './test/factories';
import { bearer, describeEachDatabase } from './test/harness';

// docs/product.md#security: NUL and lone surrogates are refused in every string of every call,
// staff's as well as renters', with one 400 before any database sees them; U+10FFFF is a
// character like any other. Each case below answered 500 before (the review's row N4).

describeEachDatabase('broken text in any field', (h) => {
  let admin: string;
  let renter: TestCustomer;
  let bookingId: string;
  beforeAll(async () => {
    admin = await createAdminToken(h);
    renter = await createCustomer(h, { name: 'Asha Reddy' });
    bookingId = await createBooking(h, renter, await createCar(h), {
      status: 'Confirmed',
      pickupAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
  });

  /** 400 naming the field: the field's own message where its schema has one, else the shared. */
  const refused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('validation_error');
    expect(body.fields[field]).toMatch(/hidden control/);
  };

  it('refuses NUL in a document rejection reason', async () => {
    const res = await h.inject({
      method: 'PATCH',
      url: '/api/documents/any-document',
      headers: bearer(admin),
      payload: { status: 'rejected', reason: 'Blurred\u0000' },
    });
    refused(res, 'reason');
  });

  it('refuses NUL in the damage notes and in a charge description of a handover', async () => {
    const pickup = await h.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/pickup`,
      headers: bearer(admin),
      payload: handoverForm(pickupRecord({ damageNotes: 'Dent\u0000' })),
    });
    refused(pickup, 'damageNotes');
    const ret = await h.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/return`,
      headers: bearer(admin),
      payload: handoverForm(
        returnRecord({
          charges: [{ kind: 'damage', description: 'Tyre\u0000', amount: 500, photos: ['rear'] }],
        }),
      ),
    });
    refused(ret, 'charges.0.description');
    const preview = await h.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/bill-preview`,
      headers: bearer(admin),
      payload: returnRecord({
        charges: [{ kind: 'damage', description: 'Tyre\u0000', amount: 500, photos: ['rear'] }],
      }),
    });
    refused(preview, 'charges.0.description');
  });

  it('refuses NUL and a lone surrogate in the customer search, and finds by U+10FFFF', async () => {
    const search = (q: string) =>
      h.inject({
        method: 'GET',
        url: `/api/admin/customers?q=${encodeURIComponent(q)}`,
        headers: bearer(admin),
      });
    refused(await search('Asha\u0000'), 'q');
    // A lone surrogate cannot be encoded by encodeURIComponent: its UTF-8 bytes go as they are.
    for (const raw of ['%ED%A0%80', 'Asha%ED%B0%80', '%00']) {
      const res = await h.inject({
        method: 'GET',
        url: `/api/admin/customers?q=${raw}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', error: BROKEN_TEXT_MESSAGE });
    }
    const top = await search('\u{10FFFF}');
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().total).toBe(0);
    const after = await search('Asha\u{10FFFF}');
    expect(after.statusCode).toBe(200);
  });

  it('refuses a lone surrogate in a JSON body', async () => {
    for (const raw of [
      '{"status":"rejected","note":"Paid \\ud800"}',
      '{"status":"rejected","note":"\\udc00 no such UTR"}',
    ]) {
      const res = await h.inject({
        method: 'PATCH',
        url: '/api/payments/any-payment',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().error).toBe(BROKEN_TEXT_MESSAGE);
    }
    // A whole pair (an emoji) is a character like any other.
    const emoji = await h.inject({
      method: 'PATCH',
      url: '/api/payments/any-payment',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"status":"received","note":"Paid \\ud83d\\ude97"}',
    });
    expect(emoji.statusCode).toBe(404);
  });

  it('refuses NUL in a path', async () => {
    const res = await h.inject({
      method: 'GET',
      url: '/api/bookings/abc%00def',
      headers: bearer(renter.token),
    });
    expect(res.statusCode).toBe(400);
  });
});
