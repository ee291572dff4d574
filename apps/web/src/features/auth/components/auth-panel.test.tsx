import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rental/shared/messages';
import { renderRoutes } from '@/test/render-routes';
import { AuthPanel } from './auth-panel';

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers each "METHOD /path" from the handlers, in order when given a list. */
function stubApi(handlers: Record<string, Handler | Handler[]>) {
  const calls: { route: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const route = `${init.method} ${url}`;
    const body = JSON.parse((init.body as string) ?? '{}') as Record<string, unknown>;
    calls.push({ route, body });
    const entry = handlers[route];
    const handler = Array.isArray(entry) ? entry.shift() : entry;
    if (!handler) throw new TypeError(`No answer for ${route}`);
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const onSignedIn = vi.fn();

function renderPanel() {
  return renderRoutes(
    [
      { path: '/login', element: <AuthPanel nextPath="/book/car-1" onSignedIn={onSignedIn} /> },
      { path: '/book/:id', element: <p>Booking page</p> },
    ],
    { url: '/login' },
  ).router;
}

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
const heading = () => screen.getByRole('heading', { level: 1 });
const OTP_SENT = () => json(200, { message: MESSAGES.sendOtpSuccess, retryAfterSeconds: 60 });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onSignedIn.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('auth panel', () => {
  it('registers in two steps, then returns to login mode 2 s later with the mobile prefilled', async () => {
    const calls = stubApi({
      'POST /api/users/send-otp': OTP_SENT,
      'POST /api/users/verify-otp': () =>
        json(201, { message: 'ok', token: 't', user: { _id: 'c1', name: 'Ravi Kumar' } }),
    });
    const user = setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(heading()).toHaveTextContent('Create your account');
    await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await user.type(screen.getByLabelText(/E-mail/), 'Ravi@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText(MESSAGES.sendOtpSuccess)).toBeInTheDocument();
    expect(calls[0]).toEqual({
      route: 'POST /api/users/send-otp',
      body: { mobile: '9876543210', email: 'ravi@example.com' },
    });
    expect(screen.getByLabelText('OTP')).toHaveFocus();
    expect(screen.getByText(/ask for a new OTP in/)).toHaveTextContent('60 s');

    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-123');
    await user.click(screen.getByRole('button', { name: 'Verify & Register' }));

    expect(await screen.findByText(MESSAGES.registerSuccess)).toBeInTheDocument();
    expect(calls[1]!.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      mobile: '9876543210',
      otp: '123456',
      password: 'secret-pass-123',
    });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(heading()).toHaveTextContent('Create your account');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(heading()).toHaveTextContent('Log in');
    expect(screen.getByText(MESSAGES.registerSuccess)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('offers Resend OTP only after retryAfterSeconds', async () => {
    const calls = stubApi({ 'POST /api/users/send-otp': [OTP_SENT, OTP_SENT] });
    const user = setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(MESSAGES.sendOtpSuccess);
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText(/ask for a new OTP in/)).toHaveTextContent('30 s');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByText(/ask for a new OTP in/);
    expect(calls.map((c) => c.route)).toEqual([
      'POST /api/users/send-otp',
      'POST /api/users/send-otp',
    ]);
  });

  it("shows the server's error when sending the OTP fails, else the spec's fallback", async () => {
    stubApi({
      'POST /api/users/send-otp': [
        () =>
          json(409, {
            error: 'This mobile number is already registered. Please log in.',
            code: 'mobile_taken',
          }),
        () => json(502, {}),
      ],
    });
    const user = setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mobile number is already registered. Please log in.',
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.sendOtpFailed)).toBeInTheDocument();
  });

  it('checks the mobile number before calling the server', async () => {
    const calls = stubApi({});
    const user = setup();
    renderPanel();
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's error on a failed login, else 'Login failed.'", async () => {
    stubApi({
      'POST /api/users/login': [
        () =>
          json(401, {
            error: 'Mobile number or password is incorrect.',
            code: 'invalid_credentials',
          }),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ],
    });
    const user = setup();
    renderPanel();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mobile number or password is incorrect.',
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('stores the session on login and goes to the next page 2 s later', async () => {
    stubApi({
      'POST /api/users/login': () =>
        json(200, {
          message: 'Login successful!',
          token: 'token-1',
          user: {
            _id: 'c1',
            name: 'Ravi Kumar',
            mobile: '9876543210',
            email: 'ravi@example.com',
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        }),
    });
    const user = setup();
    const router = renderPanel();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(localStorage.getItem('userToken')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({
      _id: 'c1',
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.com',
    });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.location.pathname).toBe('/book/car-1');
  });

  it('resets a forgotten password in two steps and returns to login', async () => {
    const calls = stubApi({
      'POST /api/users/forgot-password': OTP_SENT,
      'POST /api/users/reset-password': () => json(200, { message: MESSAGES.resetSuccess }),
    });
    const user = setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(heading()).toHaveTextContent('Reset your password');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(MESSAGES.sendOtpSuccess);
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.type(screen.getByLabelText('New password'), 'new-secret-456');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.resetSuccess)).toBeInTheDocument();
    expect(calls[1]).toEqual({
      route: 'POST /api/users/reset-password',
      body: { mobile: '9876543210', otp: '654321', password: 'new-secret-456' },
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(heading()).toHaveTextContent('Log in');
  });

  it("shows the server's error on a wrong OTP, else 'OTP verification failed.'", async () => {
    stubApi({
      'POST /api/users/send-otp': OTP_SENT,
      'POST /api/users/verify-otp': [
        () =>
          json(400, {
            error: 'The OTP is incorrect.',
            code: 'otp_invalid',
            fields: { otp: 'The OTP is incorrect.' },
          }),
        () => json(500, null),
      ],
    });
    const user = setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(MESSAGES.sendOtpSuccess);
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-123');
    await user.click(screen.getByRole('button', { name: 'Verify & Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP is incorrect.');
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Verify & Register' }));
    expect(await screen.findByText(MESSAGES.verifyOtpFailed)).toBeInTheDocument();
  });
});
