// docs/product.md#accounts: customer auth has three modes (login, register, forgot), each with a form step and an
// OTP step. After a finished register or reset the screen waits 2 s, clears the forms and goes
// back to login; after a login it waits 2 s and leaves. This reducer is the whole state machine.

export type AuthMode = 'login' | 'register' | 'forgot';
export type AuthStep = 'form' | 'otp';

export interface Notice {
  variant: 'success' | 'danger';
  text: string;
}

export interface OtpContact {
  mobile: string;
  email: string;
}

export interface AuthState {
  mode: AuthMode;
  step: AuthStep;
  /** Where the OTP went; kept when the customer goes back to change it. */
  contact: OtpContact | null;
  /** When a new code may be asked for (epoch ms). */
  resendAt: number | null;
  notice: Notice | null;
  /** A flow succeeded: the forms are locked during the 2-second wait. */
  finishing: boolean;
  /** Prefilled in the login form after a register or reset. */
  loginMobile: string;
  /** Changes whenever the forms must start empty. */
  formKey: number;
}

export type AuthAction =
  | { type: 'switchMode'; mode: AuthMode }
  | {
      type: 'otpSent';
      contact: OtpContact;
      retryAfterSeconds: number;
      message: string;
      now: number;
    }
  | { type: 'editContact' }
  | { type: 'failed'; message: string }
  | { type: 'finished'; message: string }
  | { type: 'returnToLogin' };

export function initialAuthState(mode: AuthMode = 'login'): AuthState {
  return {
    mode,
    step: 'form',
    contact: null,
    resendAt: null,
    notice: null,
    finishing: false,
    loginMobile: '',
    formKey: 0,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'switchMode':
      if (state.finishing) return state;
      return {
        ...initialAuthState(action.mode),
        loginMobile: state.loginMobile,
        formKey: state.formKey + 1,
      };
    case 'otpSent':
      return {
        ...state,
        step: 'otp',
        contact: action.contact,
        resendAt: action.now + Math.max(0, action.retryAfterSeconds) * 1000,
        notice: { variant: 'success', text: action.message },
      };
    case 'editContact':
      return { ...state, step: 'form', notice: null };
    case 'failed':
      return { ...state, notice: { variant: 'danger', text: action.message } };
    case 'finished':
      return { ...state, finishing: true, notice: { variant: 'success', text: action.message } };
    case 'returnToLogin':
      return {
        ...initialAuthState('login'),
        // The success text ("Registration successful! Please login.") stays readable.
        notice: state.notice,
        loginMobile: state.contact?.mobile ?? state.loginMobile,
        formKey: state.formKey + 1,
      };
  }
}
