import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PersonNameSchema } from '@rental/shared/fields';
import { MESSAGES } from '@rental/shared/messages';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useUpdateCustomer } from '../api/update-customer';

const NameFormSchema = z.object({ fullName: PersonNameSchema });

interface UpdateProfileFormProps {
  customerId: string;
  token: string;
  name: string;
  mobile: string;
}

type Notice = { variant: 'success' | 'danger'; text: string } | null;

/** docs/product.md#screens (Update tab): the full name is editable, the phone is shown disabled. */
export function UpdateProfileForm({ customerId, token, name, mobile }: UpdateProfileFormProps) {
  const update = useUpdateCustomer(customerId, token);
  const [notice, setNotice] = useState<Notice>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(NameFormSchema), defaultValues: { fullName: name } });

  const onSubmit = handleSubmit(async ({ fullName }) => {
    setNotice(null);
    try {
      await update.mutateAsync({ fullName, phone: mobile });
      setNotice({ variant: 'success', text: MESSAGES.profileUpdateSuccess });
    } catch (error) {
      applyServerFieldErrors(error, ['fullName'], setError);
      setNotice({ variant: 'danger', text: serverMessage(error, MESSAGES.profileUpdateFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="update-heading" className="profile-form">
      <h2 id="update-heading" className="h5 mb-3">
        Update your profile
      </h2>
      <FormField id="profile-name" label="Full name" error={errors.fullName?.message}>
        {(control) => (
          <input {...control} {...register('fullName')} type="text" autoComplete="name" />
        )}
      </FormField>
      <FormField
        id="profile-phone"
        label="Phone"
        hint="Your mobile number signs you in, so it cannot be changed here. Call us if it has changed."
      >
        {(control) => <input {...control} type="tel" value={`+91 ${mobile}`} disabled readOnly />}
      </FormField>
      {/* The outcome beside the button (docs/product.md#forms); a failure takes the focus. */}
      <FormFailure message={notice?.variant === 'danger' ? notice.text : null} />
      <div aria-live="polite">
        {notice?.variant === 'success' && (
          <div className="alert alert-success py-2 mb-2" role="status">
            {notice.text}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary px-4" disabled={isSubmitting}>
        {isSubmitting && (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        )}
        {isSubmitting ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}
