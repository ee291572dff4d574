import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, clockAtWindowStart, describeEachDatabase } from '../../test/harness';

describeEachDatabase('customer accounts', (h) => {
  let asha: TestCustomer;
  let ravi: TestCustomer;
  let admin: string;
  beforeAll(async () => {
    asha = await createCustomer(h, { mobile: '9876500001', name: 'Asha Reddy' });
    ravi = await createCustomer(h, { mobile: '9876500002' });
    admin = await createAdminToken(h);
  });

  const login = (mobile: string, password: string) =>
    h.inject({ method: 'POST', url: '/api/users/login', payload: { mobile, password } });

  describe('POST /api/users/login', () => {
    it('signs in with mobile and password', async () => {
      const res = await login(asha.mobile, asha.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Login successful!',
        token: expect.any(String),
        user: { _id: asha.id, name: 'Asha Reddy', mobile: asha.mobile, email: asha.email },
      });
    });

    it('accepts the mobile with +91 and spaces', async () => {
      const res = await login('+91 98765 00001', asha.password);
      expect(res.statusCode).toBe(200);
    });

    it('answers one message for a wrong password and an unknown mobile', async () => {
      const wrong = await login(asha.mobile, 'not-the-password');
      const unknown = await login('9000099999', 'whatever-pass');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'Invalid mobile number or password.',
          code: 'invalid_credentials',
        });
      }
    });

    it('rejects a malformed mobile', async () => {
      const res = await login('12345', 'whatever-pass');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ mobile: 'Enter a valid 10-digit mobile number.' });
    });
  });

  describe('GET /api/users/customerData', () => {
    const get = (headers: Record<string, string> = {}) =>
      h.inject({ method: 'GET', url: '/api/users/customerData', headers });

    it('answers the signed-in customer', async () => {
      const res = await get(bearer(asha.token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        _id: asha.id,
        name: 'Asha Reddy',
        mobile: asha.mobile,
        email: asha.email,
        createdAt: expect.stringMatching(/Z$/),
      });
    });

    it('refuses visitors, bad tokens and the admin', async () => {
      expect((await get()).statusCode).toBe(401);
      expect((await get(bearer('not.a.token'))).statusCode).toBe(401);
      expect((await get({ authorization: 'Basic abc' })).statusCode).toBe(401);
      expect((await get(bearer(admin))).statusCode).toBe(403);
    });
  });

  describe('PUT /api/users/:id', () => {
    const put = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
      h.inject({ method: 'PUT', url: `/api/users/${id}`, payload: payload as object, headers });

    it('changes only the name of one’s own profile', async () => {
      const res = await put(
        ravi.id,
        { fullName: '  Ravi Teja  ', phone: '9000000000' },
        bearer(ravi.token),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        _id: ravi.id,
        name: 'Ravi Teja',
        mobile: ravi.mobile,
        email: ravi.email,
        message: 'Profile updated successfully.',
      });
      const me = await h.inject({
        method: 'GET',
        url: '/api/users/customerData',
        headers: bearer(ravi.token),
      });
      expect(me.json()).toMatchObject({ name: 'Ravi Teja', mobile: ravi.mobile });
    });

    it('refuses another customer, the admin and visitors', async () => {
      expect((await put(asha.id, { fullName: 'Hacked' }, bearer(ravi.token))).statusCode).toBe(403);
      expect((await put(asha.id, { fullName: 'Hacked' }, bearer(admin))).statusCode).toBe(403);
      expect((await put(asha.id, { fullName: 'Hacked' })).statusCode).toBe(401);
      const me = await h.inject({
        method: 'GET',
        url: '/api/users/customerData',
        headers: bearer(asha.token),
      });
      expect(me.json().name).toBe('Asha Reddy');
    });

    it('validates the name', async () => {
      for (const fullName of ['', 'A', '<script>', 'x'.repeat(101), 42]) {
        const res = await put(asha.id, { fullName }, bearer(asha.token));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error' });
      }
    });
  });

  describe('odd input', () => {
    it('never answers 500 to malformed or strange bodies', async () => {
      const bodies: [string, string][] = [
        ['/api/users/login', '{"mobile":'],
        ['/api/users/login', 'null'],
        ['/api/users/login', '[]'],
        ['/api/users/login', '{"mobile":["9876500001"],"password":{"a":1}}'],
        ['/api/users/send-otp', '{"mobile":"9876500001\\u0000","email":"a@b.c"}'],
        ['/api/users/send-otp', `{"mobile":"${'9'.repeat(5000)}"}`],
        ['/api/users/verify-otp', '{"name":"💥💥","mobile":"９８７６５００００１","otp":"١٢٣٤٥٦"}'],
        ['/api/users/reset-password', '{"__proto__":{"admin":true},"mobile":"9876500001"}'],
        ['/api/users/forgot-password', ''],
      ];
      for (const [url, payload] of bodies) {
        const res = await h.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toHaveProperty('code');
      }
      const weirdId = await h.inject({
        method: 'PUT',
        url: `/api/users/${encodeURIComponent("' or 1=1 --")}`,
        payload: { fullName: 'Ravi' },
        headers: bearer(asha.token),
      });
      expect(weirdId.statusCode).toBe(400);
    });
  });

  it('keeps accounts across a restart', async () => {
    await h.restart();
    const res = await login(asha.mobile, asha.password);
    expect(res.statusCode).toBe(200);
  });
});

describeEachDatabase(
  'sign-in limits',
  (h) => {
    it('stops repeated sign-in attempts with 429', async () => {
      const target = await createCustomer(h, { mobile: '9876500099' });
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { mobile: target.mobile, password: 'wrong-password' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().code).toBe('rate_limited');
          break;
        }
      }
      // Ten failures per account and address in ten minutes (RATE_LIMITS), then 429.
      expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
    });
  },
  { clock: clockAtWindowStart() },
);
