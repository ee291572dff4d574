import { randomInt } from 'node:crypto';
import { STACK } from './stack-config';

// Shortcuts that set up state through the real API (and the SMS receiver for OTPs).

export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

function clientHeaders(): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-forwarded-for': `172.16.${randomInt(0, 255)}.${randomInt(1, 255)}`,
  };
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers = clientHeaders();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${STACK.baseUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as T;
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The latest OTP texted to a mobile (waits up to 5 s for the webhook). */
export async function latestOtp(mobile: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${STACK.smsUrl}/messages?to=${mobile}`);
    const list = (await res.json()) as { message: string }[];
    const last = list.at(-1)?.message.match(/\b(\d{6})\b/)?.[1];
    if (last) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No OTP received for ${mobile}`);
}

/** Number of texts a mobile has received so far. */
export async function smsCount(mobile: string): Promise<number> {
  const res = await fetch(`${STACK.smsUrl}/messages?to=${mobile}`);
  return ((await res.json()) as unknown[]).length;
}

export interface E2eCustomer {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a customer through the OTP flow and signs in. */
export async function registerCustomer(name = 'Ravi Kumar'): Promise<E2eCustomer> {
  const mobile = randomMobile();
  const email = `ravi.${mobile}@example.com`;
  const password = 'secret-pass-123';
  await call('POST', '/users/send-otp', { mobile, email });
  const otp = await latestOtp(mobile);
  await call('POST', '/users/verify-otp', { name, email, mobile, otp, password });
  const session = await call<{ token: string; user: { _id: string } }>('POST', '/users/login', {
    mobile,
    password,
  });
  return { _id: session.user._id, name, mobile, email, password, token: session.token };
}

let cachedAdminToken: Promise<string> | undefined;

/** Signs the admin in once per run: admin sign-in is rate limited per account. */
export function adminToken(): Promise<string> {
  cachedAdminToken ??= call<{ token: string }>('POST', '/auth/login', STACK.admin).then(
    (s) => s.token,
  );
  return cachedAdminToken;
}

/** A car as GET /api/cars answers it, with the fields the journeys look at. */
export interface PublicCar {
  _id: string;
  name: string;
  brand: string;
  seats: number;
  price: number;
  available: boolean;
  featured: boolean;
  images: string[];
  features: string[];
}

export function listCars(): Promise<PublicCar[]> {
  return call('GET', '/cars');
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Adds a car through the admin API (multipart, one small photo); answers its id and name. */
export async function addCarViaApi(
  token: string,
  fields: Record<string, string>,
): Promise<{ _id: string; name: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('features[]', 'AC');
  form.append('images', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'car.png');
  const res = await fetch(`${STACK.baseUrl}/api/cars/add`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': clientHeaders()['x-forwarded-for']!,
    },
    body: form,
  });
  if (res.status !== 201) throw new Error(`POST /cars/add -> ${res.status} ${await res.text()}`);
  return (await res.json()) as { _id: string; name: string };
}

export { call as apiCall };
