import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@rental/shared/constants';
import { VerifyOtpSchema } from '@rental/shared/customers';
import { MESSAGES } from '@rental/shared/messages';
import { applyServerFieldErrors, serverMessage } from '../../../lib/server-message';
import { useVerifyOtp } from '../api/verify-otp';
import type { AuthAction, OtpContact } from '../hooks/auth-machine';
import { OtpField, PasswordField } from './auth-fields';
import { SubmitButton } from './submit-button';
import { FormField } from '../../../lib/form-field';

const StepTwoSchema = VerifyOtpSchema.pick({ otp: true, name: true, password: true });

interface RegisterOtpFormProps {
  contact: OtpContact;
  locked: boolean;
  dispatch: (action: AuthAction) => void;
}

/** Register step two: OTP, full name and password. */
export function RegisterOtpForm({ contact, locked, dispatch }: RegisterOtpFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(StepTwoSchema),
    defaultValues: { otp: '', name: '', password: '' },
  });
  const verify = useVerifyOtp();
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await verify.mutateAsync({ ...values, mobile: contact.mobile, email: contact.email });
      dispatch({ type: 'finished', message: MESSAGES.registerSuccess });
    } catch (error) {
      applyServerFieldErrors(error, ['otp', 'name', 'password'], setError);
      dispatch({ type: 'failed', message: serverMessage(error, MESSAGES.verifyOtpFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <OtpField
        id="register-otp"
        registration={register('otp')}
        error={errors.otp?.message}
        disabled={locked}
      />
      <FormField id="register-name" label="Full name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            type="text"
            autoComplete="name"
            autoCapitalize="words"
            disabled={locked}
          />
        )}
      </FormField>
      <PasswordField
        id="register-password"
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        registration={register('password')}
        error={errors.password?.message}
        disabled={locked}
      />
      <SubmitButton
        busy={isSubmitting}
        disabled={locked}
        label="Verify & Register"
        busyLabel="Verifying..."
      />
    </form>
  );
}
