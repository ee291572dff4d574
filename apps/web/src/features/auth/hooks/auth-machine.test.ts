import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, type AuthState } from './auth-machine';

const contact = { mobile: '9876543210', email: 'ravi@example.com' };

function otpStep(mode: 'register' | 'forgot'): AuthState {
  const start = authReducer(initialAuthState(), { type: 'switchMode', mode });
  return authReducer(start, {
    type: 'otpSent',
    contact,
    retryAfterSeconds: 60,
    message: 'OTP sent successfully to your mobile!',
    now: 1_000,
  });
}

describe('auth mode machine', () => {
  it('starts in login mode on the form step', () => {
    expect(initialAuthState()).toMatchObject({ mode: 'login', step: 'form', notice: null });
  });

  it('moves to the OTP step with the resend time and the success text', () => {
    const state = otpStep('register');
    expect(state).toMatchObject({
      mode: 'register',
      step: 'otp',
      contact,
      resendAt: 61_000,
      notice: { variant: 'success', text: 'OTP sent successfully to your mobile!' },
    });
  });

  it('goes back to the form with the contact kept when the number is changed', () => {
    const state = authReducer(otpStep('forgot'), { type: 'editContact' });
    expect(state).toMatchObject({ mode: 'forgot', step: 'form', contact, notice: null });
  });

  it('clears everything on a mode change', () => {
    const before = otpStep('register');
    const state = authReducer(before, { type: 'switchMode', mode: 'login' });
    expect(state).toMatchObject({ mode: 'login', step: 'form', contact: null, resendAt: null });
    expect(state.formKey).toBeGreaterThan(before.formKey);
  });

  it('locks the forms after a success and ignores mode changes until the wait ends', () => {
    const done = authReducer(otpStep('register'), {
      type: 'finished',
      message: 'Registration successful! Please login.',
    });
    expect(done.finishing).toBe(true);
    expect(authReducer(done, { type: 'switchMode', mode: 'forgot' })).toBe(done);
  });

  it('returns to login with cleared forms, the success text and the mobile prefilled', () => {
    const done = authReducer(otpStep('forgot'), {
      type: 'finished',
      message: 'Password reset successfully! You can now login.',
    });
    const state = authReducer(done, { type: 'returnToLogin' });
    expect(state).toMatchObject({
      mode: 'login',
      step: 'form',
      contact: null,
      finishing: false,
      loginMobile: '9876543210',
      notice: { variant: 'success', text: 'Password reset successfully! You can now login.' },
    });
    expect(state.formKey).toBeGreaterThan(done.formKey);
  });

  it('shows a failure without leaving the step', () => {
    const state = authReducer(otpStep('register'), {
      type: 'failed',
      message: 'The OTP is incorrect.',
    });
    expect(state).toMatchObject({
      step: 'otp',
      notice: { variant: 'danger', text: 'The OTP is incorrect.' },
    });
  });
});
