import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SendOtpSchema, type OtpSent, type SendOtpInput } from '@rental/shared/customers';
import { MESSAGES } from '@rental/shared/messages';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import type { AuthAction, OtpContact } from '../hooks/auth-machine';
import { EmailField, MobileField } from './auth-fields';
import { SubmitButton } from './submit-button';

/** When the answer arrived; the resend countdown starts here. */
const timestamp = () => Date.now();

interface SendOtpFormProps {
  /** Prefix of the field ids: register or forgot. */
  idPrefix: string;
  defaults: OtpContact;
  locked: boolean;
  send: (input: SendOtpInput) => Promise<OtpSent>;
  dispatch: (action: AuthAction) => void;
}

/** Step one of register and forgot: mobile and e-mail, then 'Send OTP'. */
export function SendOtpForm({ idPrefix, defaults, locked, send, dispatch }: SendOtpFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SendOtpSchema), defaultValues: defaults });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await send(values);
      dispatch({
        type: 'otpSent',
        contact: { mobile: values.mobile, email: values.email },
        retryAfterSeconds: sent.retryAfterSeconds,
        message: sent.message || MESSAGES.sendOtpSuccess,
        now: timestamp(),
      });
    } catch (error) {
      applyServerFieldErrors(error, ['mobile', 'email'], setError);
      dispatch({ type: 'failed', message: serverMessage(error, MESSAGES.sendOtpFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <MobileField
        id={`${idPrefix}-mobile`}
        registration={register('mobile')}
        error={errors.mobile?.message}
        disabled={locked}
      />
      <EmailField
        id={`${idPrefix}-email`}
        registration={register('email')}
        error={errors.email?.message}
        disabled={locked}
      />
      <SubmitButton
        busy={isSubmitting}
        disabled={locked}
        label="Send OTP"
        busyLabel="Sending OTP..."
      />
    </form>
  );
}
