import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangeAdminPasswordSchema } from '@rental/shared/admin';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useChangePassword } from '../api/change-password';
import { useBackToSignIn } from '../hooks/use-back-to-sign-in';

// The second entry of the new password is checked here only; the server never sees it.
const FormSchema = ChangeAdminPasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { path: ['confirmPassword'], message: 'The two passwords differ.' },
);
type FormValues = z.input<typeof FormSchema>;

/** docs/product.md#back-office: one's own password, with the current one; then sign in again. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const backToSignIn = useBackToSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => backToSignIn(answer.message),
        onError: (error) =>
          setFailure(serverMessage(error, 'Could not change the password. Please try again.')),
      },
    );
  });

  const field = (
    name: keyof FormValues,
    label: string,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <FormField id={`account-${name}`} label={label} error={errors[name]?.message}>
      {(control) => (
        <input {...control} type="password" autoComplete={autoComplete} {...register(name)} />
      )}
    </FormField>
  );

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="change-password-title">
      <div className="card-body">
        <h2 id="change-password-title" className="h5 mb-3">
          Change password
        </h2>
        <form noValidate onSubmit={onSubmit}>
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('confirmPassword', 'New password again', 'new-password')}
          <p className="form-text mt-0">
            Saving signs you out on every phone and computer, this one too.
          </p>
          <FormFailure message={failure} />
          <Button type="submit" className="w-100" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change password'}
          </Button>
        </form>
      </div>
    </section>
  );
}
