import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AdminLoginSchema } from '@rental/shared/admin';
import { MESSAGES } from '@rental/shared/messages';
import type { TwoFactorChallenge } from '@rental/shared/staff';
import { ApiError } from '@/lib/api-client';
import { useAdminLogin } from '../api/admin-login';
import { TwoFactorCodeForm } from './two-factor-code-form';

type LoginInput = z.input<typeof AdminLoginSchema>;
type LoginOutput = z.output<typeof AdminLoginSchema>;

/** docs/product.md#texts: the server's error field, else 'Login failed. Please try again.' */
function loginErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.code
    ? error.message
    : MESSAGES.adminLoginFailed;
}

export function AdminLoginForm() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  // docs/product.md#back-office: the second step, when the password's answer asks for one.
  const [step, setStep] = useState<TwoFactorChallenge | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: (answer) => {
        if ('twoFactor' in answer) setStep(answer);
        else void navigate('/admin/dashboard', { replace: true });
      },
    }),
  );
  const toDashboard = () => void navigate('/admin/dashboard', { replace: true });
  const restart = () => {
    login.reset();
    setStep(null);
  };

  if (step?.twoFactor === 'code') {
    return (
      <>
        <p className="text-body-secondary">{step.message}</p>
        <TwoFactorCodeForm
          challenge={step.challenge}
          onSignedIn={toDashboard}
          onRestart={restart}
        />
      </>
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {login.isError && <Alert variant="danger">{loginErrorMessage(login.error)}</Alert>}
      </div>
      <Form.Group className="mb-3" controlId="admin-email">
        <Form.Label>Username (e-mail)</Form.Label>
        <Form.Control
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="admin@example.com"
          isInvalid={!!errors.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'admin-email-error' : undefined}
          {...register('email')}
        />
        <Form.Control.Feedback type="invalid" id="admin-email-error">
          {errors.email?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId="admin-password">
        <Form.Label>Password</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            isInvalid={!!errors.password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'admin-password-error' : undefined}
            {...register('password')}
          />
          <Button
            variant="outline-secondary"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-controls="admin-password"
          >
            {showPassword ? 'Hide' : 'Show'}
          </Button>
          <Form.Control.Feedback type="invalid" id="admin-password-error">
            {errors.password?.message}
          </Form.Control.Feedback>
        </InputGroup>
      </Form.Group>
      <Button type="submit" className="w-100" size="lg" disabled={login.isPending}>
        {login.isPending ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Signing In...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </Form>
  );
}
