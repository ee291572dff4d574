import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@rental/shared/constants';
import { ResetPasswordSchema } from '@rental/shared/customers';
import { MESSAGES } from '@rental/shared/messages';
import { applyServerFieldErrors, serverMessage } from '../../../lib/server-message';
import { useResetPassword } from '../api/reset-password';
import type { AuthAction, OtpContact } from '../hooks/auth-machine';
import { OtpField, PasswordField } from './auth-fields';
import { SubmitButton } from './submit-button';

const StepTwoSchema = ResetPasswordSchema.pick({ otp: true, password: true });

interface ResetOtpFormProps {
  contact: OtpContact;
  locked: boolean;
  dispatch: (action: AuthAction) => void;
}

/** Forgot step two: OTP and a new password. */
export function ResetOtpForm({ contact, locked, dispatch }: ResetOtpFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(StepTwoSchema), defaultValues: { otp: '', password: '' } });
  const reset = useResetPassword();
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, mobile: contact.mobile });
      dispatch({ type: 'finished', message: MESSAGES.resetSuccess });
    } catch (error) {
      applyServerFieldErrors(error, ['otp', 'password'], setError);
      dispatch({ type: 'failed', message: serverMessage(error, MESSAGES.resetFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <OtpField
        id="forgot-otp"
        registration={register('otp')}
        error={errors.otp?.message}
        disabled={locked}
      />
      <PasswordField
        id="forgot-password"
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        registration={register('password')}
        error={errors.password?.message}
        disabled={locked}
      />
      <SubmitButton
        busy={isSubmitting}
        disabled={locked}
        label="Reset Password"
        busyLabel="Resetting..."
      />
    </form>
  );
}
