import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@rental/shared/constants';
import { ResetPasswordSchema, VerifyOtpSchema } from '@rental/shared/customers';
import { MESSAGES } from '@rental/shared/messages';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useResetPassword } from '../api/reset-password';
import { useVerifyOtp } from '../api/verify-otp';
import type { AuthAction, OtpContact } from '../hooks/auth-machine';
import { OtpField, PasswordField } from './auth-fields';
import { SubmitButton } from './submit-button';

/** The name is asked for (and sent) only when registering. */
interface OtpStepValues {
  otp: string;
  name?: string;
  password: string;
}

interface OtpStep {
  schema: z.ZodType<OtpStepValues, OtpStepValues>;
  fields: readonly (keyof OtpStepValues)[];
  passwordLabel: string;
  submitLabel: string;
  busyLabel: string;
  success: string;
  failure: string;
}

const STEPS: Record<'register' | 'forgot', OtpStep> = {
  register: {
    schema: VerifyOtpSchema.pick({ otp: true, name: true, password: true }),
    fields: ['otp', 'name', 'password'],
    passwordLabel: 'Password',
    submitLabel: 'Verify & Register',
    busyLabel: 'Verifying...',
    success: MESSAGES.registerSuccess,
    failure: MESSAGES.verifyOtpFailed,
  },
  forgot: {
    schema: ResetPasswordSchema.pick({ otp: true, password: true }),
    fields: ['otp', 'password'],
    passwordLabel: 'New password',
    submitLabel: 'Reset Password',
    busyLabel: 'Resetting...',
    success: MESSAGES.resetSuccess,
    failure: MESSAGES.resetFailed,
  },
};

interface OtpStepFormProps {
  /** Also the prefix of the field ids. */
  mode: 'register' | 'forgot';
  contact: OtpContact;
  locked: boolean;
  dispatch: (action: AuthAction) => void;
}

/** Step two of register (OTP, full name and password) and forgot (OTP and a new password). */
export function OtpStepForm({ mode, contact, locked, dispatch }: OtpStepFormProps) {
  const step = STEPS[mode];
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(step.schema),
    defaultValues:
      mode === 'register' ? { otp: '', name: '', password: '' } : { otp: '', password: '' },
  });
  const verify = useVerifyOtp();
  const reset = useResetPassword();
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (mode === 'register') {
        await verify.mutateAsync({
          ...values,
          name: values.name ?? '',
          mobile: contact.mobile,
          email: contact.email,
        });
      } else {
        await reset.mutateAsync({ ...values, mobile: contact.mobile });
      }
      dispatch({ type: 'finished', message: step.success });
    } catch (error) {
      applyServerFieldErrors(error, step.fields, setError);
      dispatch({ type: 'failed', message: serverMessage(error, step.failure) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <OtpField
        id={`${mode}-otp`}
        registration={register('otp')}
        error={errors.otp?.message}
        disabled={locked}
      />
      {mode === 'register' && (
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
      )}
      <PasswordField
        id={`${mode}-password`}
        label={step.passwordLabel}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        registration={register('password')}
        error={errors.password?.message}
        disabled={locked}
      />
      <SubmitButton
        busy={isSubmitting}
        disabled={locked}
        label={step.submitLabel}
        busyLabel={step.busyLabel}
      />
    </form>
  );
}
