import { beforeAll, expect, it } from 'vitest';
import type { Offer } from '@rental/shared/offers';
import { createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';

describeEachDatabase('offers API', (h) => {
  let admin: string;
  let customer: TestCustomer;
  beforeAll(async () => {
    admin = await h.adminToken();
    customer = await createCustomer(h);
  });

  const addOffer = (imageUrl: unknown, headers = bearer(admin)) =>
    h.inject({ method: 'POST', url: '/api/offers', headers, payload: { imageUrl } });

  it('lets the admin add an offer (201) and anyone read it, newest first', async () => {
    const first = await addOffer('https://cdn.example.com/offers/monsoon.jpg');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      _id: expect.any(String),
      imageUrl: 'https://cdn.example.com/offers/monsoon.jpg',
      createdAt: expect.any(String),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await addOffer('  http://example.com/diwali.png  ');
    expect(second.json().imageUrl).toBe('http://example.com/diwali.png');

    for (const headers of [{}, bearer(customer.token), bearer(admin)]) {
      const res = await h.inject({ method: 'GET', url: '/api/offers', headers });
      expect(res.statusCode).toBe(200);
      const ids = res.json<Offer[]>().map((o) => o._id);
      expect(ids.indexOf(second.json()._id)).toBeLessThan(ids.indexOf(first.json()._id));
    }
  });

  it('accepts only http(s) image addresses', async () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.jpg',
      'file:///etc/passwd',
      'not a url',
      '//example.com/a.jpg',
    ]) {
      const res = await addOffer(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        fields: { imageUrl: expect.any(String) },
      });
    }
    const empty = await addOffer('   ');
    expect(empty.json().fields.imageUrl).toBe('Image URL is required.');
    const long = await addOffer(`https://example.com/${'a'.repeat(2100)}`);
    expect(long.statusCode).toBe(400);
  });

  it('refuses wrong types, malformed JSON and odd bodies without a 500', async () => {
    for (const imageUrl of [null, 42, ['https://a.example/x.jpg'], { url: 'x' }]) {
      expect((await addOffer(imageUrl)).statusCode).toBe(400);
    }
    for (const payload of [
      '{"imageUrl": ',
      'null',
      '[]',
      '"text"',
      '{"imageUrl":"https://e.com/\u0000"}',
    ]) {
      const res = await h.inject({
        method: 'POST',
        url: '/api/offers',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });

  it('needs the admin token to add or delete (401 visitor, 403 customer)', async () => {
    const offer = (await addOffer('https://example.com/keep.jpg')).json<Offer>();
    expect((await addOffer('https://example.com/a.jpg', {})).statusCode).toBe(401);
    expect((await addOffer('https://example.com/a.jpg', bearer(customer.token))).statusCode).toBe(
      403,
    );
    const anon = await h.inject({ method: 'DELETE', url: `/api/offers/${offer._id}` });
    expect(anon.statusCode).toBe(401);
    const asCustomer = await h.inject({
      method: 'DELETE',
      url: `/api/offers/${offer._id}`,
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const list = (await h.inject({ method: 'GET', url: '/api/offers' })).json<Offer[]>();
    expect(list.some((o) => o._id === offer._id)).toBe(true);
  });

  it('deletes an offer, and answers 404 for an unknown one', async () => {
    const offer = (await addOffer('https://example.com/gone.jpg')).json<Offer>();
    const res = await h.inject({
      method: 'DELETE',
      url: `/api/offers/${offer._id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Offer deleted.' });
    const list = (await h.inject({ method: 'GET', url: '/api/offers' })).json<Offer[]>();
    expect(list.some((o) => o._id === offer._id)).toBe(false);

    const again = await h.inject({
      method: 'DELETE',
      url: `/api/offers/${offer._id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Offer not found.', code: 'not_found' });
  });

  it('answers odd ids with a 4xx', async () => {
    for (const id of ["x' OR 1=1 --", '%00', 'é', 'a'.repeat(65), '..%2F..']) {
      const res = await h.inject({
        method: 'DELETE',
        url: `/api/offers/${id}`,
        headers: bearer(admin),
      });
      expect([400, 404], id).toContain(res.statusCode);
    }
  });
});
