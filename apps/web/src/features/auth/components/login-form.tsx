import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CustomerLoginSchema } from '@rental/shared/customers';
import { MESSAGES } from '@rental/shared/messages';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { storeSession, useLogin } from '../api/login';
import type { AuthAction } from '../hooks/auth-machine';
import { MobileField, PasswordField } from './auth-fields';
import { SubmitButton } from './submit-button';

interface LoginFormProps {
  defaultMobile: string;
  locked: boolean;
  dispatch: (action: AuthAction) => void;
  onSignedIn: () => void;
}

export function LoginForm({ defaultMobile, locked, dispatch, onSignedIn }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(CustomerLoginSchema),
    defaultValues: { mobile: defaultMobile, password: '' },
  });
  const login = useLogin();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync(values);
      // Tell the page first, so storing the token does not trigger its "already signed in" redirect.
      onSignedIn();
      storeSession(session);
      dispatch({ type: 'finished', message: MESSAGES.loginSuccess });
    } catch (error) {
      applyServerFieldErrors(error, ['mobile', 'password'], setError);
      dispatch({ type: 'failed', message: serverMessage(error, MESSAGES.loginFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <MobileField
        id="login-mobile"
        registration={register('mobile')}
        error={errors.mobile?.message}
        disabled={locked}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
        disabled={locked}
      />
      <SubmitButton busy={isSubmitting} disabled={locked} label="Login" busyLabel="Logging in..." />
    </form>
  );
}
