import { useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/lib/form-field';

// The inputs every auth form uses, labelled and tied to their errors.

interface FieldProps {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
  disabled?: boolean;
}

export function MobileField({ id, error, registration, disabled }: FieldProps) {
  return (
    <FormField id={id} label="Mobile number" error={error}>
      {(control) => (
        <div className="input-group">
          <span className="input-group-text" aria-hidden="true">
            +91
          </span>
          <input
            {...control}
            {...registration}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            maxLength={14}
            disabled={disabled}
          />
        </div>
      )}
    </FormField>
  );
}

export function EmailField({ id, error, registration, disabled }: FieldProps) {
  return (
    <FormField
      id={id}
      label={
        <>
          E-mail <span className="fw-normal text-body-secondary">(optional)</span>
        </>
      }
      error={error}
    >
      {(control) => (
        <input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

export function OtpField({ id, error, registration, disabled }: FieldProps) {
  return (
    <FormField id={id} label="OTP" error={error} hint="The 6-digit code we sent by SMS.">
      {(control) => (
        <input
          {...control}
          {...registration}
          className={`${control.className} otp-input`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

interface PasswordFieldProps extends FieldProps {
  label: string;
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  hint?: string;
}

export function PasswordField({
  id,
  label,
  error,
  registration,
  disabled,
  autoComplete,
  hint,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="input-group">
          <input
            {...control}
            {...registration}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            disabled={disabled}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>
      )}
    </FormField>
  );
}
