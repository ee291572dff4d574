import { useState } from 'react';
import type { OtpSent, SendOtpInput } from '@rental/shared/customers';
import { MESSAGES } from '@rental/shared/messages';
import { serverMessage } from '@/lib/server-message';
import type { AuthAction, OtpContact } from '../hooks/auth-machine';
import { useSecondsUntil } from '../hooks/use-seconds-until';

const timestamp = () => Date.now();

interface ResendOtpProps {
  contact: OtpContact;
  resendAt: number;
  locked: boolean;
  send: (input: SendOtpInput) => Promise<OtpSent>;
  dispatch: (action: AuthAction) => void;
}

/** A new code may be asked for after the server's retryAfterSeconds; until then a countdown. */
export function ResendOtp({ contact, resendAt, locked, send, dispatch }: ResendOtpProps) {
  const secondsLeft = useSecondsUntil(resendAt);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const sent = await send(contact);
      dispatch({
        type: 'otpSent',
        contact,
        retryAfterSeconds: sent.retryAfterSeconds,
        message: sent.message || MESSAGES.sendOtpSuccess,
        now: timestamp(),
      });
    } catch (error) {
      dispatch({ type: 'failed', message: serverMessage(error, MESSAGES.sendOtpFailed) });
    } finally {
      setSending(false);
    }
  }

  if (secondsLeft > 0) {
    return (
      <p className="small text-body-secondary text-center mb-0 mt-3">
        Didn&rsquo;t get it? You can ask for a new OTP in{' '}
        <span className="fw-semibold">{secondsLeft} s</span>.
      </p>
    );
  }
  return (
    <p className="small text-center mb-0 mt-3">
      Didn&rsquo;t get it?{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        onClick={resend}
        disabled={sending || locked}
      >
        {sending ? 'Sending OTP...' : 'Resend OTP'}
      </button>
    </p>
  );
}
