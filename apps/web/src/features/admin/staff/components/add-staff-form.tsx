import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BRANCH_NAMES } from '@rental/shared/business';
import { AddStaffSchema, type StaffInvite } from '@rental/shared/staff';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useAddStaff } from '../api/staff';

type Input = z.input<typeof AddStaffSchema>;
type Output = z.output<typeof AddStaffSchema>;

/** docs/product.md#back-office: name, e-mail and branch; the answer carries the one-time link. */
export function AddStaffForm({ onAdded }: { onAdded: (invite: StaffInvite) => void }) {
  const add = useAddStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(AddStaffSchema),
    defaultValues: { name: '', email: '', branch: BRANCH_NAMES[0] },
  });
  const onSubmit = handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (invite) => {
        reset();
        onAdded(invite);
      },
      onError: (error) => applyServerFieldErrors(error, ['name', 'email', 'branch'], setError),
    }),
  );
  const failed = add.isError && !Object.keys(errors).length;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="add-staff-title">
      <div className="card-body">
        <h2 id="add-staff-title" className="h5 mb-3">
          Add a staff member
        </h2>
        <form noValidate onSubmit={onSubmit}>
          <div className="row g-md-3">
            <div className="col-md-4">
              <FormField id="staff-name" label="Name" error={errors.name?.message}>
                {(control) => <input {...control} autoComplete="off" {...register('name')} />}
              </FormField>
            </div>
            <div className="col-md-4">
              <FormField id="staff-email" label="E-mail" error={errors.email?.message}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    {...register('email')}
                  />
                )}
              </FormField>
            </div>
            <div className="col-md-4">
              <FormField
                id="staff-branch"
                label="Branch"
                controlClass="form-select"
                error={errors.branch?.message}
              >
                {(control) => (
                  <select {...control} {...register('branch')}>
                    {BRANCH_NAMES.map((branch) => (
                      <option key={branch} value={branch}>
                        {branch}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </div>
          <FormFailure
            message={
              failed
                ? serverMessage(add.error, 'Could not add the staff member. Please try again.')
                : null
            }
          />
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add and get the link'}
          </Button>
        </form>
      </div>
    </section>
  );
}
