import './auth.css';
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_REDIRECT_MS } from '@rental/shared/constants';
import { forgotPassword } from '../api/forgot-password';
import { sendOtp } from '../api/send-otp';
import { authReducer, initialAuthState, type AuthMode } from '../hooks/auth-machine';
import { AuthNotice } from './auth-notice';
import { SendOtpForm } from './send-otp-form';
import { LoginForm } from './login-form';
import { OtpStepForm } from './otp-step-form';
import { ResendOtp } from './resend-otp';

const HEADINGS: Record<AuthMode, { title: string; lead: string }> = {
  login: {
    title: 'Log in',
    lead: 'Use your mobile number and password to book and manage your rentals.',
  },
  register: {
    title: 'Create your account',
    lead: 'We will text a 6-digit OTP to verify your mobile number.',
  },
  forgot: {
    title: 'Reset your password',
    lead: 'We will text a 6-digit OTP to your registered mobile number.',
  },
};

interface AuthPanelProps {
  /** Where to go 2 s after a successful login. */
  nextPath: string;
  /** Called as soon as the session is stored (before the 2-second wait). */
  onSignedIn: () => void;
}

/** docs/product.md#screens and #accounts: /login's three modes with their steps, messages and waits. */
export function AuthPanel({ nextPath, onSignedIn }: AuthPanelProps) {
  const [state, dispatch] = useReducer(authReducer, 'login', initialAuthState);
  const navigate = useNavigate();
  const { mode, step, contact, finishing, formKey } = state;

  // docs/product.md#accounts: wait 2 s after a success, then leave (login) or go back to login mode (register, reset).
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => {
      if (mode === 'login') navigate(nextPath, { replace: true });
      else dispatch({ type: 'returnToLogin' });
    }, AUTH_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [finishing, mode, navigate, nextPath]);

  const send = mode === 'forgot' ? forgotPassword : sendOtp;
  const heading = HEADINGS[mode];

  return (
    <div className="card border-0 shadow-sm auth-card">
      <div className="card-body p-4 p-sm-5">
        {mode !== 'forgot' && (
          <div
            className="nav nav-pills nav-fill auth-switch mb-4"
            role="tablist"
            aria-label="Login or register"
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const target = mode === 'login' ? 'register' : 'login';
              dispatch({ type: 'switchMode', mode: target });
              document.getElementById(`auth-tab-${target}`)?.focus();
            }}
          >
            {(['login', 'register'] as const).map((m) => (
              <button
                key={m}
                id={`auth-tab-${m}`}
                type="button"
                role="tab"
                className={`nav-link${mode === m ? ' active' : ''}`}
                aria-selected={mode === m}
                aria-controls="auth-tabpanel"
                tabIndex={mode === m ? 0 : -1}
                disabled={finishing}
                onClick={() => dispatch({ type: 'switchMode', mode: m })}
              >
                {m === 'login' ? 'Login' : 'Register'}
              </button>
            ))}
          </div>
        )}

        <div
          id="auth-tabpanel"
          role={mode === 'forgot' ? undefined : 'tabpanel'}
          aria-labelledby={mode === 'forgot' ? undefined : `auth-tab-${mode}`}
        >
          <h1 className="h3 mb-1">{heading.title}</h1>
          <p className="text-body-secondary mb-4">{heading.lead}</p>

          <AuthNotice notice={state.notice} />

          {mode === 'login' && (
            <LoginForm
              key={formKey}
              defaultMobile={state.loginMobile}
              locked={finishing}
              dispatch={dispatch}
              onSignedIn={onSignedIn}
            />
          )}

          {mode !== 'login' && step === 'form' && (
            <SendOtpForm
              key={`${mode}-${formKey}`}
              idPrefix={mode}
              defaults={contact ?? { mobile: '', email: '' }}
              locked={finishing}
              send={send}
              dispatch={dispatch}
            />
          )}

          {mode !== 'login' && step === 'otp' && contact && (
            <>
              <p className="small bg-body-tertiary rounded-3 px-3 py-2 d-flex flex-wrap align-items-center gap-2">
                <span>
                  OTP sent to <span className="fw-semibold">+91 {contact.mobile}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 ms-auto"
                  disabled={finishing}
                  onClick={() => dispatch({ type: 'editContact' })}
                >
                  Change number
                </button>
              </p>
              <OtpStepForm
                key={`${mode}-${formKey}`}
                mode={mode}
                contact={contact}
                locked={finishing}
                dispatch={dispatch}
              />
              {state.resendAt !== null && (
                <ResendOtp
                  key={state.resendAt}
                  contact={contact}
                  resendAt={state.resendAt}
                  locked={finishing}
                  send={send}
                  dispatch={dispatch}
                />
              )}
            </>
          )}

          <div className="text-center mt-4 small">
            {mode === 'login' ? (
              <button
                type="button"
                className="btn btn-link btn-sm"
                disabled={finishing}
                onClick={() => dispatch({ type: 'switchMode', mode: 'forgot' })}
              >
                Forgot password?
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-link btn-sm"
                disabled={finishing}
                onClick={() => dispatch({ type: 'switchMode', mode: 'login' })}
              >
                {mode === 'register' ? 'Already registered? Log in' : 'Back to login'}
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
